import type { ResumeLanguage } from '../../../../domain/resume-language';
import { AI_TEXTS } from '../../../lib/i18n/namespaces/ai';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Said where the suggestions appear, when a resume in another language got English ones (the built-in writer
 * works in English only; a configured model writes in the resume's language): never English dropped into a
 * Spanish resume without a word (issue 33 item 6).
 */
export function WrittenInEnglishNote({
  resumeLanguage,
  writtenIn,
}: {
  resumeLanguage: ResumeLanguage;
  writtenIn: ResumeLanguage | undefined;
}) {
  const { t } = useT(AI_TEXTS);
  if (resumeLanguage === 'en' || writtenIn !== 'en') return null;
  return (
    <p role="note" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
      {t('writtenInEnglish')}
    </p>
  );
}
