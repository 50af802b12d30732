import type Stripe from 'stripe';
import { getPlan } from '../../domain/plans';
import type { PaymentProvider } from './payment-provider';

const TRIAL_DAYS = 7;

/**
 * Stripe Checkout. The one-time plans are a single payment; the trial is a monthly subscription at the renewal
 * price with a 7-day trial, plus a one-time line for the $1.95 trial fee, which Stripe charges on the first
 * invoice (during the trial) while the monthly price waits for the trial's end. Both ways carry our checkout id
 * as client_reference_id and in metadata, which is how the webhook finds our record.
 */
export function createStripeProvider(stripe: Stripe, appUrl: string): PaymentProvider {
  return {
    kind: 'stripe',
    async createCheckout(request) {
      const plan = getPlan(request.plan);
      const metadata = { checkoutId: request.checkoutId, userId: request.userId, plan: plan.id };
      const customer = request.stripeCustomerId
        ? { customer: request.stripeCustomerId }
        : { customer_email: request.email };
      const common = {
        ...customer,
        client_reference_id: request.checkoutId,
        metadata,
        success_url: `${appUrl}${plan.thankYouPath}?session=${request.checkoutId}`,
        cancel_url: `${appUrl}/payment-cancelled`,
      } satisfies Stripe.Checkout.SessionCreateParams;

      const params: Stripe.Checkout.SessionCreateParams =
        plan.billing === 'recurring' && plan.renewalCents !== null
          ? {
              ...common,
              mode: 'subscription',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: plan.renewalCents,
                    recurring: { interval: 'month' },
                    product_data: { name: `Monthly plan after the ${plan.label}` },
                  },
                },
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: plan.amountCents,
                    product_data: { name: plan.label },
                  },
                },
              ],
              subscription_data: { trial_period_days: TRIAL_DAYS, metadata },
            }
          : {
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: plan.amountCents,
                    product_data: { name: plan.label },
                  },
                },
              ],
              payment_intent_data: { metadata },
            };

      // The idempotency key makes a retried create return the same Stripe session, never a second one.
      const session = await stripe.checkout.sessions.create(params, {
        idempotencyKey: `checkout-${request.checkoutId}`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, providerRef: session.id };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      const periodEnd = subscription.cancel_at ?? subscription.items?.data?.[0]?.current_period_end ?? null;
      return periodEnd ? new Date(periodEnd * 1000) : null;
    },

    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled and gone at Stripe: nothing left to charge, which is what deletion needs.
        if ((error as { code?: string }).code === 'resource_missing') return;
        throw error;
      }
    },
  };
}
