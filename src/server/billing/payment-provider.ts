import type { PlanId } from '../../domain/plans';

/** What a provider needs to open a hosted checkout for a checkout session we already recorded. */
export interface CheckoutRequest {
  checkoutId: string;
  userId: string;
  email: string;
  plan: PlanId;
  /** An existing Stripe customer of this user, reused so one person is one customer. */
  stripeCustomerId: string | null;
}

export interface HostedCheckout {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's own id of the session (Stripe's cs_...); null for the sandbox, whose id is ours. */
  providerRef: string | null;
}

/**
 * The payment provider, chosen once from config: Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox.
 * Both hand completion to the same fulfilment code (fulfil-checkout.ts).
 */
export interface PaymentProvider {
  kind: 'stripe' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** Stops renewal at the end of the paid period; answers when that period ends, when the provider knows. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<Date | null>;
  /** Ends the subscription now, before its account is deleted; one already gone counts as ended. */
  cancelNow(subscriptionId: string): Promise<void>;
}
