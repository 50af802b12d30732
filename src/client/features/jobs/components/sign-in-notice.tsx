import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';

/** What a guest sees on the jobs pages: saving jobs needs an account. */
export function SignInNotice() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">Jobs</h1>
      <p>
        Sign in to save the jobs you apply for, see how well your resume matches each ad and tailor a copy for
        it.
      </p>
      <Link href="/login" className={buttonVariants({ className: 'self-start' })}>
        Sign in
      </Link>
    </main>
  );
}
