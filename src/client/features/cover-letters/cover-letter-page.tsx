import { Link, useParams } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { useCoverLetter } from '../../shared/cover-letters/cover-letter-queries';
import { useDashboardUser } from '../../shared/session/dashboard-user';
import { SignedInLetterEditor } from './signed-in-letter-editor';

/** /cover-letters/{id}: one of the signed-in user's letters. A guest is asked to sign in. */
export default function CoverLetterPage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useDashboardUser();
  const letter = useCoverLetter(id, Boolean(user.data));

  if (user.data === null) return <SignInToOpen />;
  if (user.data === undefined || letter.isPending) {
    return (
      <main className="flex flex-1 items-center justify-center py-16">
        <Spinner label="Loading your cover letter" />
      </main>
    );
  }
  if (letter.isError) {
    const isMissing = letter.error instanceof ApiError && letter.error.status === 404;
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
        <h1 className="font-bold text-2xl">
          {isMissing ? 'Cover letter not found' : 'Could not load the cover letter'}
        </h1>
        <p role="alert">
          {isMissing
            ? 'It may have been deleted, or it belongs to another account.'
            : 'Check your connection and try again.'}
        </p>
        <Link href="/dashboard" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          Back to the dashboard
        </Link>
      </main>
    );
  }
  return <SignedInLetterEditor letter={letter.data} user={user.data} />;
}

function SignInToOpen() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">Cover letters</h1>
      <p>Sign in to open the cover letters saved in your account, or write one in this browser.</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/login" className={buttonVariants()}>
          Sign in
        </Link>
        <Link href="/cover-letters/new" className={buttonVariants({ variant: 'outline' })}>
          Write a cover letter
        </Link>
      </div>
    </main>
  );
}
