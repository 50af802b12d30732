import type { PaymentProvider } from './payment-provider';

/**
 * The built-in checkout for installations without Stripe keys: a page of ours (/sandbox-checkout/{id}) marked as
 * test mode, whose Pay button completes the session through the same fulfilment as a Stripe webhook. It never
 * charges anything and has no renewal, so a sandbox trial simply runs out.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    kind: 'sandbox',
    async createCheckout(request) {
      // A path of this same site, so the page works whatever host the browser used to reach it.
      return { url: `/sandbox-checkout/${request.checkoutId}`, providerRef: null };
    },
    async cancelAtPeriodEnd() {
      return null;
    },
    async cancelNow() {},
  };
}
