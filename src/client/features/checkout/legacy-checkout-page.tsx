import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { getPlan, isPlanId, type PlanId } from '../../../domain/plans';
import { Button, buttonVariants } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { formatPrice } from '../../lib/i18n/format-price';
import { CHECKOUT_TEXTS } from '../../lib/i18n/namespaces/checkout';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { readJson, readString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { planTermsLine } from './plan-terms-line';

const userDataSchema = z.object({
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});

/** The plan from ?plan=, else the stored selectedPlan; null sends the visitor to /select-plan. */
function planToShow(): PlanId | null {
  const fromQuery = new URLSearchParams(window.location.search).get('plan');
  if (isPlanId(fromQuery)) return fromQuery;
  const stored = readString(STORAGE_KEYS.selectedPlan);
  return isPlanId(stored) ? stored : null;
}

/**
 * /checkout: the spec's legacy card form, kept inactive. It makes no payment and says so: card details are never
 * sent anywhere; payment happens on the hosted checkout reached from /select-plan.
 */
export default function LegacyCheckoutPage() {
  const [, navigate] = useLocation();
  const [planId] = useState(planToShow);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const user = readJson(STORAGE_KEYS.userData, userDataSchema);
  const { t, language } = useT(CHECKOUT_TEXTS);
  usePageTitle('checkout');
  const plans = useT(PLANS_TEXTS);

  useEffect(() => {
    if (!planId) navigate('/select-plan', { replace: true });
  }, [planId, navigate]);
  if (!planId) return null;
  const plan = getPlan(planId);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setTermsError(true);
      return;
    }
    setTermsError(false);
    // The spec's form only logs. Card fields are deliberately not read, so no card number reaches any log.
    console.info('Legacy checkout form submitted; no payment is made from this page.');
    setSubmitted(true);
  }

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold">{t('legacy.title')}</h1>
      <p role="note" className="mt-3 rounded-md border border-warning bg-warning/10 p-3 text-sm">
        {t('legacy.note')}{' '}
        <Link href="/select-plan" className="font-semibold underline">
          {t('legacy.noteLink')}
        </Link>
      </p>
      <section aria-label={t('legacy.summary')} className="mt-6 rounded-lg border border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <p className="font-semibold">{plans.t(`plan.${plan.id}`)}</p>
          <Link href="/select-plan" className={buttonVariants({ variant: 'link' })}>
            {t('legacy.change')}
          </Link>
        </div>
        <p className="text-xl font-bold">{formatPrice(plan.amountCents, language)}</p>
        <p className="text-sm">{planTermsLine(plan.id, language)}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          {withTags(t('legacy.account'), {
            // The address and the name are the user's: never translated.
            who: () =>
              user?.email ? (
                <span translate="no">
                  {user.email}
                  {fullName ? ` (${fullName})` : ''}
                </span>
              ) : (
                t('legacy.notSignedIn')
              ),
          })}
        </p>
      </section>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} autoComplete="off">
        <div>
          <Label htmlFor="card-number">{t('legacy.cardNumber')}</Label>
          <Input id="card-number" name="card-number" inputMode="numeric" required />
        </div>
        <div className="grid grid-cols-3 gap-3">
          <div>
            <Label htmlFor="card-expiry">{t('legacy.expiry')}</Label>
            <Input id="card-expiry" name="card-expiry" placeholder={t('legacy.expiryFormat')} required />
          </div>
          <div>
            <Label htmlFor="card-cvc">{t('legacy.cvc')}</Label>
            <Input id="card-cvc" name="card-cvc" inputMode="numeric" required />
          </div>
          <div>
            <Label htmlFor="postal-code">{t('legacy.postalCode')}</Label>
            <Input id="postal-code" name="postal-code" required />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="terms"
            checked={agreed}
            onCheckedChange={(value) => setAgreed(value === true)}
            aria-describedby={termsError ? 'terms-error' : undefined}
          />
          <Label htmlFor="terms">{t('legacy.agree')}</Label>
        </div>
        {termsError ? (
          <p id="terms-error" role="alert" className="text-sm text-danger">
            {t('legacy.termsRequired')}
          </p>
        ) : null}
        <Button type="submit" className="w-full">
          {t('legacy.subscribe')}
        </Button>
        {submitted ? (
          <p role="status" className="text-sm">
            {t('legacy.submitted')}
          </p>
        ) : null}
      </form>
    </main>
  );
}
