import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { formatUsd, getPlan, isPlanId, type PlanId } from '../../../domain/plans';
import { Button, buttonVariants } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { readJson, readString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { planTermsLine } from './plan-terms-line';

export const TERMS_REQUIRED_MESSAGE = 'Please agree to the terms and conditions';

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
  const [termsError, setTermsError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const user = readJson(STORAGE_KEYS.userData, userDataSchema);

  useEffect(() => {
    if (!planId) navigate('/select-plan', { replace: true });
  }, [planId, navigate]);
  if (!planId) return null;
  const plan = getPlan(planId);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setTermsError(TERMS_REQUIRED_MESSAGE);
      return;
    }
    setTermsError(null);
    // The spec's form only logs. Card fields are deliberately not read, so no card number reaches any log.
    console.info('Legacy checkout form submitted; no payment is made from this page.');
    setSubmitted(true);
  }

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <p role="note" className="mt-3 rounded-md border border-warning bg-warning/10 p-3 text-sm">
        This form does not take payments. To pay, choose your plan and continue to our secure checkout.{' '}
        <Link href="/select-plan" className="font-semibold underline">
          Go to the secure checkout
        </Link>
      </p>
      <section aria-label="Order summary" className="mt-6 rounded-lg border border-border p-4">
        <div className="flex items-center justify-between">
          <p className="font-semibold">{plan.label}</p>
          <Link href="/select-plan" className={buttonVariants({ variant: 'link' })}>
            Change package
          </Link>
        </div>
        <p className="text-xl font-bold">{formatUsd(plan.amountCents)}</p>
        <p className="text-sm">{planTermsLine(plan.id)}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          Account: {user?.email ?? 'Not signed in'}
          {fullName ? ` (${fullName})` : ''}
        </p>
      </section>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} autoComplete="off">
        <div>
          <Label htmlFor="card-number">Card number</Label>
          <Input id="card-number" name="card-number" inputMode="numeric" required />
        </div>
        <div className="grid grid-cols-3 gap-3">
          <div>
            <Label htmlFor="card-expiry">Expiration</Label>
            <Input id="card-expiry" name="card-expiry" placeholder="MM/YY" required />
          </div>
          <div>
            <Label htmlFor="card-cvc">CVC</Label>
            <Input id="card-cvc" name="card-cvc" inputMode="numeric" required />
          </div>
          <div>
            <Label htmlFor="postal-code">Postal code</Label>
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
          <Label htmlFor="terms">I agree to the terms and conditions</Label>
        </div>
        {termsError ? (
          <p id="terms-error" role="alert" className="text-sm text-danger">
            {termsError}
          </p>
        ) : null}
        <Button type="submit" className="w-full">
          Subscribe
        </Button>
        {submitted ? (
          <p role="status" className="text-sm">
            No payment was made. Use the secure checkout from the plan page to pay.
          </p>
        ) : null}
      </form>
    </main>
  );
}
