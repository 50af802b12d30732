import { useRef } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { useCoverLetter } from '../../shared/cover-letters/cover-letter-queries';
import type { DashboardUser } from '../../shared/session/dashboard-user';
import { useDashboardUser } from '../../shared/session/dashboard-user';
import { GuestLetterEditor } from './guest-letter-editor';
import { NewSignedInLetter } from './new-signed-in-letter';
import { SignedInLetterEditor } from './signed-in-letter-editor';

/**
 * /cover-letters/new and /cover-letters/{id}, one page so that a new letter keeps its mounted editor when its
 * first edit creates it and the address becomes its id (ADR 0077). A guest writes one letter kept in this
 * browser, and is asked to sign in to open a saved one.
 */
export default function CoverLetterPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const user = useDashboardUser();
  const { t } = useT(LETTER_TEXTS);
  usePageTitle(id === 'new' ? 'letter.new' : 'letter');
  // The letter this page created: its address still shows the same editor. A later 'New cover letter' (a
  // link back to /new) starts another, hence the key.
  const created = useRef<{ id: string | null; key: number }>({ id: null, key: 0 });
  if (id === 'new' && created.current.id) created.current = { id: null, key: created.current.key + 1 };

  if (user.data === undefined) return <Loading label={t('page.loading')} />;
  if (user.data === null) {
    return id === 'new' ? <GuestLetterEditor /> : <SignInToOpen />;
  }
  if (id === 'new' || id === created.current.id) {
    return (
      <NewSignedInLetter
        key={created.current.key}
        user={user.data}
        onCreated={(letter) => {
          created.current = { ...created.current, id: letter.id };
          navigate(`/cover-letters/${letter.id}`, { replace: true });
        }}
      />
    );
  }
  return <SavedLetter key={id} id={id} user={user.data} />;
}

function SavedLetter({ id, user }: { id: string; user: DashboardUser }) {
  const letter = useCoverLetter(id, true);
  const { t } = useT(LETTER_TEXTS);
  if (letter.isPending) return <Loading label={t('page.loadingLetter')} />;
  if (letter.isError) {
    const isMissing = letter.error instanceof ApiError && letter.error.status === 404;
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
        <h1 className="font-bold text-2xl">{isMissing ? t('page.notFound') : t('page.loadFailed')}</h1>
        <p role="alert">{isMissing ? t('page.notFoundText') : t('page.loadFailedText')}</p>
        <Link href="/dashboard" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          {t('page.backToDashboard')}
        </Link>
      </main>
    );
  }
  return <SignedInLetterEditor start={{ kind: 'saved', letter: letter.data }} user={user} />;
}

function Loading({ label }: { label: string }) {
  return (
    <main className="flex flex-1 items-center justify-center py-16">
      <Spinner label={label} />
    </main>
  );
}

function SignInToOpen() {
  const { t } = useT(LETTER_TEXTS);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">{t('signIn.heading')}</h1>
      <p>{t('signIn.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/login" className={buttonVariants()}>
          {t('signIn.signIn')}
        </Link>
        <Link href="/cover-letters/new" className={buttonVariants({ variant: 'outline' })}>
          {t('signIn.write')}
        </Link>
      </div>
    </main>
  );
}
