import { Button } from '../../components/ui/button';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { SaveStatus } from '../../shared/drafts/save-status';
import { type FirstSaveState, UNREACHABLE_MESSAGE } from './first-letter-save';

/** A new letter's toolbar until it is created: a hint, then 'Saving', or why the create failed and Retry. */
export function FirstSaveToolbar({ state, onRetry }: { state: FirstSaveState; onRetry(): void }) {
  const { t } = useT(LETTER_TEXTS);
  if (state.status === 'creating' || state.status === 'created') return <SaveStatus status="saving" />;
  if (state.status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="text-danger text-sm">
          {t('save.failed', {
            error: state.error === UNREACHABLE_MESSAGE ? t('save.unreachable') : (state.error ?? ''),
          })}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      </div>
    );
  }
  return (
    <span role="status" className="text-muted-foreground text-sm">
      {t('save.hint')}
    </span>
  );
}
