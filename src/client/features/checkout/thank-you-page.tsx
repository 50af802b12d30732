import { CheckCircle2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { getPlan, type PlanId } from '../../../domain/plans';
import { buttonVariants } from '../../components/ui/button';
import { formatLongDate } from '../../lib/i18n/format-price';
import { CHECKOUT_TEXTS } from '../../lib/i18n/namespaces/checkout';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { removeKey } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useCheckoutSession } from './api/checkout-session';
import { trackPurchaseOnce } from './purchase-event';

/** /thank-you-{trial|3mo|6mo}?session=...: confirms the purchase, reports it once, forgets the migrated id. */
export function ThankYouPage({ planId }: { planId: PlanId }) {
  const sessionId = new URLSearchParams(window.location.search).get('session');
  const session = useCheckoutSession(sessionId, 'checkout-sessions');
  const { t, language } = useT(CHECKOUT_TEXTS);
  const plans = useT(PLANS_TEXTS);
  const title = t('thanks.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    trackPurchaseOnce(planId, sessionId);
    removeKey(STORAGE_KEYS.migratedResumeId);
  }, [planId, sessionId]);

  // The plan-active line: the trial's wording, or the real expiry of this checkout (else days from today).
  const until =
    session.data?.accessExpiresAt ??
    new Date(Date.now() + getPlan(planId).accessDays * 86_400_000).toISOString();
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <CheckCircle2Icon aria-hidden="true" className="mx-auto size-16 text-success" />
      <h1 className="mt-4 text-3xl font-bold">{t('thanks.heading')}</h1>
      <p className="mt-2 text-lg">{t(`thanks.welcome.${planId}`)}</p>
      <p className="mt-2 text-muted-foreground">{t('thanks.processed')}</p>
      <section
        aria-label={t('thanks.planActive')}
        className="mt-8 rounded-lg border border-success bg-success/10 p-5"
      >
        <p className="font-semibold">{plans.t(`active.${planId}`)}</p>
        <p data-testid="plan-access">
          {withTags(t(`thanks.access.${planId}`), {
            date: () => <time dateTime={until}>{formatLongDate(until, language)}</time>,
          })}
        </p>
      </section>
      {/* Wraps rather than overflows a phone's width when the language's words are longer. */}
      <Link
        href="/dashboard"
        className={buttonVariants({
          size: 'lg',
          className: 'mt-8 h-auto min-h-12 max-w-full whitespace-normal py-2',
        })}
      >
        {t('thanks.portal')}
      </Link>
    </main>
  );
}
