import { CheckIcon, CloudOffIcon, LoaderCircleIcon } from 'lucide-react';

/** Where an autosaving document stands: the resume draft's and the cover letter's alike. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'conflict';

const SAVE_STATUS_TEXT: Record<Exclude<AutosaveStatus, 'idle'>, string> = {
  saving: 'Saving',
  saved: 'Saved',
  retrying: 'Not saved, retrying',
  conflict: 'Changed elsewhere',
};

/** The title bar's save state (builder and letter editor); a live region so screen readers hear 'Saved' and failures. */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
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
      {SAVE_STATUS_TEXT[status]}
    </span>
  );
}
