import { CheckIcon, CloudOffIcon, LoaderCircleIcon } from 'lucide-react';
import { DRAFT_SAVING_TEXTS } from '../../lib/i18n/namespaces/draft-saving';
import { useT } from '../../lib/i18n/use-t';

/** Where an autosaving document stands: the resume draft's and the cover letter's alike. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'conflict';

/** The title bar's save state (builder and letter editor); a live region so screen readers hear 'Saved' and failures. */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const { t } = useT(DRAFT_SAVING_TEXTS);
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
      {t(`status.${status}`)}
    </span>
  );
}
