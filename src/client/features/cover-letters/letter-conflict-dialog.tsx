import type { CoverLetter } from '../../../domain/cover-letter-api';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';

/** A 409 from autosave: the user picks which copy survives, as in the resume builder. */
export function LetterConflictDialog({
  conflict,
  onKeepMine,
  onLoadSaved,
}: {
  conflict: CoverLetter | null;
  onKeepMine(): void;
  onLoadSaved(): void;
}) {
  const { t, language } = useT(LETTER_TEXTS);
  return (
    <AlertDialog open={conflict !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('conflict.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {conflict
              ? withTags(t('conflict.textAt'), {
                  time: () => (
                    <time dateTime={conflict.updatedAt}>
                      {new Date(conflict.updatedAt).toLocaleTimeString(intlLocale(language))}
                    </time>
                  ),
                })
              : t('conflict.text')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onLoadSaved}>{t('conflict.loadSaved')}</AlertDialogCancel>
          <AlertDialogAction onClick={onKeepMine}>{t('conflict.keepMine')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
