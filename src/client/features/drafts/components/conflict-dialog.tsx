import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { DRAFT_SAVING_TEXTS } from '../../../lib/i18n/namespaces/draft-saving';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import type { DraftAutosave } from '../use-draft-autosave';

/** A 409 from autosave: the user picks which copy survives; neither is dropped without that choice. */
export function ConflictDialog({ autosave }: { autosave: DraftAutosave }) {
  const { t, language } = useT(DRAFT_SAVING_TEXTS);
  const conflict = autosave.state.conflict;
  const savedAt = conflict ? new Date(conflict.saved.updatedAt) : null;
  return (
    <AlertDialog open={conflict !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('conflict.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {savedAt
              ? withTags(t('conflict.textAt', { time: savedAt.toLocaleTimeString(intlLocale(language)) }), {
                  time: (time) => <time dateTime={savedAt.toISOString()}>{time}</time>,
                })
              : t('conflict.text')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => autosave.loadSaved()}>
            {t('conflict.loadSaved')}
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => void autosave.keepMine()}>
            {t('conflict.keepMine')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
