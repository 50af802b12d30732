import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSubscriptionResponseSchema,
  checkoutSessionResponseSchema,
  createCheckoutQuerySchema,
  createCheckoutResponseSchema,
  sandboxResultResponseSchema,
} from '../../domain/billing-api';
import { requestLanguage } from '../../domain/interface-languages';
import { getPlan, isPlanId } from '../../domain/plans';
import { requireUserId } from '../auth/session-plugin';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { rejectInvalidInput } from '../http/schema-compilers';
import { cancelSubscription } from './cancel-subscription';
import { checkoutView } from './checkout-view';
import { createCheckoutSession } from './create-checkout-session';
import { createPaymentProvider } from './create-payment-provider';
import { closeCheckout, fulfilCheckout } from './fulfil-checkout';
import { CHECKOUT_NOT_FOUND_MESSAGE, getOwnCheckoutSession } from './get-checkout-session';
import { mailReceipt, type ReceiptSender } from './mail-receipt';
import type { PaymentProvider } from './payment-provider';
import { isSameSiteGet } from './same-site-get';
import { createStripeClient } from './stripe-client';
import stripeWebhookRoutes from './stripe-webhook-routes';

export const CROSS_SITE_CHECKOUT_MESSAGE = 'Cross-site request refused';
export const ALREADY_COMPLETED_MESSAGE = 'This checkout session is already completed';
export const CLOSED_MESSAGE = 'This checkout session is no longer open';

/** Any text: an id that is not one of the user's sessions (malformed or not) is the same 404. */
const checkoutParamsSchema = z.object({ id: z.string().describe("The checkout session's id") });

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
export default async function billingRoutes(
  fastify: FastifyInstance,
  { config, database, mail }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;
  const provider: PaymentProvider = createPaymentProvider(config, stripe);
  const receipts: ReceiptSender = {
    db,
    mail,
    appUrl: config.appUrl,
    supportEmail: config.supportEmail,
    log: app.log,
  };

  const checkoutSchemas = {
    querystring: createCheckoutQuerySchema,
    response: { 200: createCheckoutResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
  };
  // Signed in and same-site are checked before the query: attachValidation defers its 400 to the handler.
  const checkoutOptions = { attachValidation: true, schema: checkoutSchemas } as const;
  app.get('/api/create-checkout-session', checkoutOptions, async (request) => {
    try {
      const userId = requireUserId(request);
      if (!isSameSiteGet(request, config.appUrl)) throw forbidden(CROSS_SITE_CHECKOUT_MESSAGE);
      rejectInvalidInput(request);
      const { checkoutUrl } = await createCheckoutSession(db, provider, { userId, ...request.query });
      return { success: true as const, checkoutUrl };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode >= 500) {
        request.log.error({ err: error.cause ?? error }, 'checkout session creation failed');
      }
      throw withMessage(error);
    }
  });

  const sessionSchemas = {
    params: checkoutParamsSchema,
    response: { 200: checkoutSessionResponseSchema, ...errorResponses(401, 404) },
  };
  app.get('/api/checkout-sessions/:id', { schema: sessionSchemas }, async (request) => {
    const userId = requireUserId(request);
    const row = await getOwnCheckoutSession(db, userId, request.params.id);
    return { success: true as const, checkoutSession: checkoutView(row) };
  });

  const cancelSchemas = {
    response: { 200: cancelSubscriptionResponseSchema, ...errorResponses(401, 409, 502) },
  };
  app.post('/api/subscription/cancel', { schema: cancelSchemas }, async (request) => {
    const userId = requireUserId(request);
    const result = await cancelSubscription(db, provider, userId);
    return {
      success: true as const,
      accessUntil: result.accessUntil ? result.accessUntil.toISOString() : null,
      cancelsAtPeriodEnd: result.cancelsAtPeriodEnd,
    };
  });

  if (stripe && config.stripe) {
    await app.register(stripeWebhookRoutes, {
      db,
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      receipts,
    });
    return;
  }

  /** A sandbox session of the signed-in user; any other (or a Stripe one) is the same 404. */
  async function ownSandboxSession(request: FastifyRequest, { id }: { id: string }) {
    const userId = requireUserId(request);
    const row = await getOwnCheckoutSession(db, userId, id);
    if (row.provider !== 'sandbox') throw notFound(CHECKOUT_NOT_FOUND_MESSAGE);
    return row;
  }

  app.get('/api/sandbox-checkout/:id', { schema: sessionSchemas }, async (request) => {
    const row = await ownSandboxSession(request, request.params);
    return { success: true as const, checkoutSession: checkoutView(row) };
  });

  const sandboxResultSchemas = {
    params: checkoutParamsSchema,
    response: { 200: sandboxResultResponseSchema, ...errorResponses(401, 404, 409) },
  };
  app.post('/api/sandbox-checkout/:id/complete', { schema: sandboxResultSchemas }, async (request) => {
    const row = await ownSandboxSession(request, request.params);
    const result = await fulfilCheckout(db, { checkoutId: row.id });
    if (result.outcome === 'already-completed') throw conflict(ALREADY_COMPLETED_MESSAGE);
    if (result.outcome !== 'fulfilled') throw conflict(CLOSED_MESSAGE);
    await mailReceipt(receipts, result, request.id, requestLanguage(request.headers['accept-language']));
    const plan = getPlan(isPlanId(row.plan) ? row.plan : 'trial');
    return { success: true as const, redirectUrl: `${plan.thankYouPath}?session=${row.id}` };
  });

  app.post('/api/sandbox-checkout/:id/cancel', { schema: sandboxResultSchemas }, async (request) => {
    const row = await ownSandboxSession(request, request.params);
    if (!(await closeCheckout(db, row.id, 'cancelled'))) {
      throw conflict(row.status === 'completed' ? ALREADY_COMPLETED_MESSAGE : CLOSED_MESSAGE);
    }
    return { success: true as const, redirectUrl: '/payment-cancelled' };
  });
}
