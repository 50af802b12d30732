import type Stripe from 'stripe';
import type { Config } from '../config/config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeClient } from './stripe-client';
import { createStripeProvider } from './stripe-provider';

/**
 * The one provider of this installation: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. Billing and the
 * account area (cancelling before deletion) both build it here, so they always reach the same one.
 */
export function createPaymentProvider(config: Config, stripe?: Stripe): PaymentProvider {
  if (!config.stripe) return createSandboxProvider();
  return createStripeProvider(stripe ?? createStripeClient(config.stripe), config.appUrl);
}
