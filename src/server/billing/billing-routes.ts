import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCheckoutQuerySchema } from '../../domain/billing-api';
import { getPlan, isPlanId } from '../../domain/plans';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../auth/session-plugin';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { cancelSubscription } from './cancel-subscription';
import { checkoutView } from './checkout-view';
import { createCheckoutSession } from './create-checkout-session';
import { closeCheckout, fulfilCheckout } from './fulfil-checkout';
import { CHECKOUT_NOT_FOUND_MESSAGE, getOwnCheckoutSession } from './get-checkout-session';
import type { PaymentProvider } from './payment-provider';
import { isSameSiteGet } from './same-site-get';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeClient } from './stripe-client';
import { createStripeProvider } from './stripe-provider';
import stripeWebhookRoutes from './stripe-webhook-routes';

export const CROSS_SITE_CHECKOUT_MESSAGE = 'Cross-site request refused';
export const ALREADY_COMPLETED_MESSAGE = 'This checkout session is already completed';
export const CLOSED_MESSAGE = 'This checkout session is no longer open';

/** The spec's checkout client reads `message`; the rest of the API reads `error`. This call answers both. */
function withMessage(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const copy = new HttpError(error.statusCode, error.message, error.errors, {
    ...error.extra,
    message: error.message,
  });
  copy.cause = error.cause;
  return copy;
}

/**
 * The billing area: checkout creation, the sandbox checkout, the thank-you pages' session read, cancellation
 * and (with Stripe) the webhook. The provider is chosen once: Stripe with STRIPE_SECRET_KEY, else the sandbox,
 * whose routes do not exist at all when Stripe is configured.
 */
export default async function billingRoutes(app: FastifyInstance, { config, database }: AreaOptions) {
  const { db } = database;
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;
  const provider: PaymentProvider =
    stripe && config.stripe ? createStripeProvider(stripe, config.appUrl) : createSandboxProvider();

  app.get('/api/create-checkout-session', async (request) => {
    try {
      const userId = requireUserId(request);
      if (!isSameSiteGet(request, config.appUrl)) throw forbidden(CROSS_SITE_CHECKOUT_MESSAGE);
      const query = parseOrThrow(createCheckoutQuerySchema, request.query ?? {});
      const { checkoutUrl } = await createCheckoutSession(db, provider, { userId, ...query });
      return { success: true, checkoutUrl };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode >= 500) {
        request.log.error({ err: error.cause ?? error }, 'checkout session creation failed');
      }
      throw withMessage(error);
    }
  });

  app.get('/api/checkout-sessions/:id', async (request) => {
    const userId = requireUserId(request);
    const row = await getOwnCheckoutSession(db, userId, paramId(request));
    return { success: true, checkoutSession: checkoutView(row) };
  });

  app.post('/api/subscription/cancel', async (request) => {
    const userId = requireUserId(request);
    const result = await cancelSubscription(db, provider, userId);
    return {
      success: true,
      accessUntil: result.accessUntil ? result.accessUntil.toISOString() : null,
      cancelsAtPeriodEnd: result.cancelsAtPeriodEnd,
    };
  });

  if (stripe && config.stripe) {
    await app.register(stripeWebhookRoutes, { db, stripe, webhookSecret: config.stripe.webhookSecret });
    return;
  }

  /** A sandbox session of the signed-in user; any other (or a Stripe one) is the same 404. */
  async function ownSandboxSession(request: FastifyRequest) {
    const userId = requireUserId(request);
    const row = await getOwnCheckoutSession(db, userId, paramId(request));
    if (row.provider !== 'sandbox') throw notFound(CHECKOUT_NOT_FOUND_MESSAGE);
    return row;
  }

  app.get('/api/sandbox-checkout/:id', async (request) => {
    const row = await ownSandboxSession(request);
    return { success: true, checkoutSession: checkoutView(row) };
  });

  app.post('/api/sandbox-checkout/:id/complete', async (request) => {
    const row = await ownSandboxSession(request);
    const result = await fulfilCheckout(db, { checkoutId: row.id });
    if (result.outcome === 'already-completed') throw conflict(ALREADY_COMPLETED_MESSAGE);
    if (result.outcome !== 'fulfilled') throw conflict(CLOSED_MESSAGE);
    const plan = getPlan(isPlanId(row.plan) ? row.plan : 'trial');
    return { success: true, redirectUrl: `${plan.thankYouPath}?session=${row.id}` };
  });

  app.post('/api/sandbox-checkout/:id/cancel', async (request) => {
    const row = await ownSandboxSession(request);
    if (!(await closeCheckout(db, row.id, 'cancelled'))) {
      throw conflict(row.status === 'completed' ? ALREADY_COMPLETED_MESSAGE : CLOSED_MESSAGE);
    }
    return { success: true, redirectUrl: '/payment-cancelled' };
  });
}

function paramId(request: FastifyRequest): string {
  return (request.params as { id?: string }).id ?? '';
}
