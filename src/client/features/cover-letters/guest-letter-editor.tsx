import { useEffect, useState } from 'react';
import { emptyLetterContent, letterTitleForJob } from '../../../domain/cover-letter-api';
import { designOfResume } from '../../../domain/letter-design';
import { Button } from '../../components/ui/button';
import { interfaceLanguageNow } from '../../lib/i18n/interface-language-now';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { readStoredResume } from '../../shared/resume/resume-storage';
import { useAuthModal } from '../../shared/session/auth-modal';
import { readGuestLetter, writeGuestLetter } from './guest-letter-storage';
import type { LetterFields } from './letter-autosave';
import { LetterEditor, type ResumeChoice } from './letter-editor';
import { todayText } from './today-text';

/** A guest's one letter, kept in this browser like the guest resume; signing in moves it to the account. */
export function GuestLetterEditor() {
  const { openAuthModal } = useAuthModal();
  const { t, language } = useT(LETTER_TEXTS);
  const [resume] = useState(() => readStoredResume() ?? undefined);
  const [fields, setFields] = useState<LetterFields>(() => {
    const stored = readGuestLetter();
    const name = [resume?.personalDetails.firstName, resume?.personalDetails.lastName]
      .filter(Boolean)
      .join(' ');
    return {
      title: stored?.title ?? letterTitleForJob(undefined, interfaceLanguageNow()),
      draftId: null,
      jobId: null,
      content: stored?.content ?? {
        ...emptyLetterContent(name),
        date: todayText(new Date(), intlLocale(language)),
      },
      design: stored?.design ?? designOfResume(resume),
    };
  });
  useEffect(() => {
    writeGuestLetter({ title: fields.title, content: fields.content, design: fields.design });
  }, [fields]);
  const resumes: ResumeChoice[] = resume ? [{ id: null, label: t('guest.resume'), resume }] : [];
  return (
    <main className="flex flex-1 flex-col">
      <LetterEditor
        fields={fields}
        onChange={setFields}
        resumes={resumes}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <span role="status" className="text-muted-foreground text-sm">
              {t('guest.saved')}
            </span>
            <Button
              variant="outline"
              size="sm"
              // Signing in here keeps the user on this page, which then moves the letter into the account.
              onClick={() => openAuthModal('login', { onSignedIn: () => {}, onSignedUp: () => {} })}
            >
              {t('guest.signIn')}
            </Button>
          </div>
        }
      />
    </main>
  );
}
