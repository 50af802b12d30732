import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../db/connection';
import { errorResponses } from '../http/error-responses';
import { badRequest, HttpError } from '../http/errors';
import { mailReceipt, type ReceiptSender } from './mail-receipt';
import { handleStripeEvent } from './stripe-events';

export const BAD_SIGNATURE_MESSAGE = 'Invalid webhook signature';

export interface StripeWebhookOptions {
  db: Database;
  stripe: Stripe;
  webhookSecret: string | undefined;
  receipts: ReceiptSender;
}

/**
 * POST /api/stripe/webhook. Registered as its own encapsulated plugin because the signature is computed over the
 * exact bytes Stripe sent: here, and only here, JSON bodies stay a raw Buffer. Stripe sends no Origin or Referer,
 * so the cross-site guard lets it through; the signature is what authenticates it.
 */
export default async function stripeWebhookRoutes(fastify: FastifyInstance, options: StripeWebhookOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  // The body is Stripe's event, read only once its signature matches: it has no schema here.
  const webhookSchemas = {
    response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 503) },
  };
  app.post('/api/stripe/webhook', { schema: webhookSchemas }, async (request) => {
    if (!options.webhookSecret) throw new HttpError(503, 'Webhook signing secret is not configured');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      throw badRequest(BAD_SIGNATURE_MESSAGE);
    let event: Stripe.Event;
    try {
      event = options.stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
    } catch {
      throw badRequest(BAD_SIGNATURE_MESSAGE);
    }
    const { outcome, subscriptionToStop, fulfilled } = await handleStripeEvent(options.db, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    if (fulfilled) await mailReceipt(options.receipts, fulfilled, request.id);
    if (subscriptionToStop) {
      // After the commit, outside the transaction. Should Stripe not answer, the event stays applied (its plan
      // is granted) and the user can still stop the subscription from Account Settings.
      try {
        await options.stripe.subscriptions.update(subscriptionToStop, { cancel_at_period_end: true });
      } catch (error) {
        request.log.error(
          { eventId: event.id, err: error instanceof Error ? error.message : 'unknown' },
          'could not stop the trial subscription after a one-time purchase',
        );
      }
    }
    return { received: true as const };
  });
}
