import Stripe from 'stripe';
import type { Config } from '../config/config';

export type StripeSettings = NonNullable<Config['stripe']>;

/**
 * The Stripe SDK client. STRIPE_API_BASE (tests: a local stub server) goes through the SDK's own host, port and
 * protocol options, so the code under test is the real SDK, request encoding and all.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
