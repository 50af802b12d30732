import { type CreateCheckoutQuery, createCheckoutResponseSchema } from '../../../../domain/billing-api';
import { apiJson } from '../../../lib/http';
import { CHECKOUT_TIMEOUT_MS, CheckoutTimeoutError, InvalidCheckoutResponseError } from '../checkout-error';

/**
 * GET /api/create-checkout-session: answers the hosted checkout's URL. Gives up after 10 s (spec section 9) with
 * CheckoutTimeoutError; an answer without success or checkoutUrl is InvalidCheckoutResponseError.
 */
export async function createCheckout(query: CreateCheckoutQuery): Promise<string> {
  const params = new URLSearchParams({ plan: query.plan });
  if (query.origin) params.set('origin', query.origin);
  if (query.resumeId) params.set('resumeId', query.resumeId);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECKOUT_TIMEOUT_MS);
  try {
    const body = await apiJson<unknown>('GET', `/api/create-checkout-session?${params}`, undefined, {
      signal: controller.signal,
    });
    const parsed = createCheckoutResponseSchema.safeParse(body);
    if (!parsed.success) throw new InvalidCheckoutResponseError();
    return parsed.data.checkoutUrl;
  } catch (error) {
    if (controller.signal.aborted) throw new CheckoutTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
