import { CheckIcon, CloudOffIcon, LoaderCircleIcon } from 'lucide-react';
import type { LetterSaveStatus as Status } from './letter-autosave';

const TEXT: Record<Exclude<Status, 'idle'>, string> = {
  saving: 'Saving',
  saved: 'Saved',
  retrying: 'Not saved, retrying',
  conflict: 'Changed elsewhere',
};

/** The editor's save state, as the builder's title bar shows it; a live region so screen readers hear it. */
export function LetterSaveStatus({ status }: { status: Status }) {
  if (status === 'idle') return null;
  const Icon = status === 'saving' ? LoaderCircleIcon : status === 'saved' ? CheckIcon : CloudOffIcon;
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="save-status"
      className={`inline-flex items-center gap-1 text-sm ${status === 'retrying' || status === 'conflict' ? 'text-danger' : 'text-muted-foreground'}`}
    >
      <Icon aria-hidden className={`size-4 ${status === 'saving' ? 'animate-spin' : ''}`} />
      {TEXT[status]}
    </span>
  );
}
