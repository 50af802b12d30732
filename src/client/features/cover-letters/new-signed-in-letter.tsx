import { useState } from 'react';
import { useSearch } from 'wouter';
import type { CoverLetter } from '../../../domain/cover-letter-api';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { useLanguageState } from '../../lib/i18n/language-store';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import type { DashboardUser } from '../../shared/session/dashboard-user';
import { readGuestLetter } from './guest-letter-storage';
import { newLetterFields } from './new-letter-fields';
import { type LetterStart, SignedInLetterEditor } from './signed-in-letter-editor';
import { todayText } from './today-text';
import { useLetterSources } from './use-letter-sources';

/**
 * /cover-letters/new for a signed-in user: the editor, unsaved, for ?jobId= and ?resumeId= when given (else
 * the latest resume), or the letter they wrote as a guest in this browser. Nothing is created until the first
 * edit (ADR 0077).
 */
export function NewSignedInLetter({
  user,
  onCreated,
}: {
  user: DashboardUser;
  onCreated(letter: CoverLetter): void;
}) {
  const search = new URLSearchParams(useSearch());
  const sources = useLetterSources(user.id);
  const { t } = useT(LETTER_TEXTS);
  if (sources.isLoading) {
    return (
      <main className="flex flex-1 items-center justify-center py-16">
        <Spinner label={t('page.loading')} />
      </main>
    );
  }
  return (
    <Unsaved
      user={user}
      onCreated={onCreated}
      jobId={search.get('jobId')}
      resumeId={search.get('resumeId')}
      sources={sources}
    />
  );
}

function Unsaved({
  user,
  onCreated,
  jobId,
  resumeId,
  sources,
}: {
  user: DashboardUser;
  onCreated(letter: CoverLetter): void;
  jobId: string | null;
  resumeId: string | null;
  sources: ReturnType<typeof useLetterSources>;
}) {
  const { language } = useLanguageState();
  // Taken once: the address loses its query when the letter is created.
  const [start] = useState((): LetterStart => {
    const guest = readGuestLetter();
    const chosen = sources.resumes.find((choice) => choice.id === resumeId) ?? sources.resumes[0];
    return {
      kind: 'new',
      isGuestLetter: guest !== null,
      fields: newLetterFields({
        draftId: chosen?.id ?? null,
        resume: chosen?.resume,
        job: sources.jobs.find((job) => job.id === jobId),
        guest,
        today: todayText(new Date(), intlLocale(language)),
      }),
    };
  });
  return <SignedInLetterEditor start={start} user={user} onCreated={onCreated} />;
}
