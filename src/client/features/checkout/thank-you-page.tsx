import { CheckCircle2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { getPlan, type PlanId } from '../../../domain/plans';
import { buttonVariants } from '../../components/ui/button';
import { removeKey } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useCheckoutSession } from './api/checkout-session';
import { trackPurchaseOnce } from './purchase-event';

const WELCOME: Record<PlanId, string> = {
  trial: 'Welcome to your 7-Day Trial!',
  '3month': 'Welcome to your 3-Month Plan!',
  '6month': 'Welcome to your 6-Month Premium Plan!',
};

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The plan-active line: the trial's wording, or the real expiry of this checkout (else days from today). */
function accessText(planId: PlanId, expiresAt: string | null): string {
  const plan = getPlan(planId);
  if (planId === 'trial') return 'Download unlimited resumes for the next 7 days';
  const until = formatDate(expiresAt ?? new Date(Date.now() + plan.accessDays * 86_400_000).toISOString());
  return planId === '3month'
    ? `Unlimited downloads and edits until ${until}`
    : `Premium access until ${until}`;
}

/** /thank-you-{trial|3mo|6mo}?session=...: confirms the purchase, reports it once, forgets the migrated id. */
export function ThankYouPage({ planId }: { planId: PlanId }) {
  const sessionId = new URLSearchParams(window.location.search).get('session');
  const session = useCheckoutSession(sessionId, 'checkout-sessions');
  const plan = getPlan(planId);

  useEffect(() => {
    document.title = 'Your Resume is Ready! | Resumable';
    trackPurchaseOnce(planId, sessionId);
    removeKey(STORAGE_KEYS.migratedResumeId);
  }, [planId, sessionId]);

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <CheckCircle2Icon aria-hidden="true" className="mx-auto size-16 text-success" />
      <h1 className="mt-4 text-3xl font-bold">Your Resume is Ready!</h1>
      <p className="mt-2 text-lg">{WELCOME[planId]}</p>
      <p className="mt-2 text-muted-foreground">Your payment has been processed successfully.</p>
      <section aria-label="Plan active" className="mt-8 rounded-lg border border-success bg-success/10 p-5">
        <p className="font-semibold">{plan.activeLabel}</p>
        <p data-testid="plan-access">{accessText(planId, session.data?.accessExpiresAt ?? null)}</p>
      </section>
      <Link href="/dashboard" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Access Your Resume Portal
      </Link>
    </main>
  );
}
