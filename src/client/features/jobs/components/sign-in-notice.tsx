import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';

/** What a guest sees on the jobs pages: saving jobs needs an account. */
export function SignInNotice() {
  const { t } = useT(JOBS_TEXTS);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">{t('signIn.title')}</h1>
      <p>{t('signIn.text')}</p>
      <Link href="/login" className={buttonVariants({ className: 'self-start' })}>
        {t('signIn.button')}
      </Link>
    </main>
  );
}
