import { Button } from '../../components/ui/button';
import { SaveStatus } from '../../shared/drafts/save-status';
import type { FirstSaveState } from './first-letter-save';

/** A new letter's toolbar until it is created: a hint, then 'Saving', or why the create failed and Retry. */
export function FirstSaveToolbar({ state, onRetry }: { state: FirstSaveState; onRetry(): void }) {
  if (state.status === 'creating' || state.status === 'created') return <SaveStatus status="saving" />;
  if (state.status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="text-danger text-sm">
          Could not save the cover letter: {state.error}. What you wrote is kept here.
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <span role="status" className="text-muted-foreground text-sm">
      Saved once you start writing
    </span>
  );
}
