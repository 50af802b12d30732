import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { emptyLetterContent } from '../../../domain/cover-letter-api';
import { isUuid } from '../../../domain/ids';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { createCoverLetter } from '../../shared/cover-letters/cover-letter-queries';
import { useDrafts } from '../../shared/drafts/list-drafts';
import { type DashboardUser, useDashboardUser } from '../../shared/session/dashboard-user';
import { GuestLetterEditor } from './guest-letter-editor';
import { clearGuestLetter, readGuestLetter } from './guest-letter-storage';
import { todayText } from './today-text';

/**
 * /cover-letters/new: a signed-in user gets a new letter in their account (for ?jobId= and ?resumeId= when
 * given, else their latest resume), taking over the letter they wrote as a guest in this browser; a guest
 * writes one letter kept in this browser.
 */
export default function NewCoverLetterPage() {
  const user = useDashboardUser();
  if (user.data === undefined) return <Loading label="Loading" />;
  if (user.data === null) return <GuestLetterEditor />;
  return <CreateLetter user={user.data} />;
}

function CreateLetter({ user }: { user: DashboardUser }) {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const jobId = search.get('jobId');
  const resumeId = search.get('resumeId');
  const drafts = useDrafts(user.id);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  const hasDrafts = drafts.data !== undefined || drafts.isError;
  useEffect(() => {
    if (!hasDrafts || started.current === attempt) return;
    started.current = attempt;
    const guest = readGuestLetter();
    const draftId = resumeId && isUuid(resumeId) ? resumeId : (drafts.data?.[0]?.id ?? null);
    void createCoverLetter({
      draftId,
      jobId: jobId && isUuid(jobId) ? jobId : null,
      ...(guest
        ? { title: guest.title, content: guest.content, design: guest.design }
        : { content: { ...emptyLetterContent(), date: todayText() } }),
    })
      .then((letter) => {
        if (guest) clearGuestLetter();
        navigate(`/cover-letters/${letter.id}`, { replace: true });
      })
      .catch((caught: unknown) => {
        setError(
          caught instanceof Error ? caught.message.replace(/^\d+: /, '') : 'Could not create the letter',
        );
      });
  }, [hasDrafts, attempt, drafts.data, jobId, resumeId, navigate]);

  if (!error) return <Loading label="Creating your cover letter" />;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-2xl">Could not create the cover letter</h1>
      <p role="alert">{error}</p>
      <Button
        className="self-start"
        onClick={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      >
        Try again
      </Button>
    </main>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <main className="flex flex-1 items-center justify-center py-16">
      <Spinner label={label} />
    </main>
  );
}
