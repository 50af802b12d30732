import { ApiError } from '../../lib/http';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { translateNow } from '../../lib/i18n/translate-now';

/** The checkout's error texts (spec section 8), in the interface language; the toast is titled 'errors.title'. */
export const CHECKOUT_TIMEOUT_MS = 10_000;

/** Thrown when the answer is OK but lacks success or checkoutUrl. */
export class InvalidCheckoutResponseError extends Error {
  override name = 'InvalidCheckoutResponseError';
  constructor() {
    super('Invalid response from payment processor');
  }
}

/** Thrown when the request ran past CHECKOUT_TIMEOUT_MS. */
export class CheckoutTimeoutError extends Error {
  override name = 'CheckoutTimeoutError';
  constructor() {
    super('Connection timeout');
  }
}

/**
 * The toast's text for a failed checkout request. The server's own message stays as it came (the routes' texts
 * are English for now, ADR 0085).
 */
export function checkoutErrorMessage(error: unknown): string {
  const text = (
    key: 'timeout' | 'blocked' | 'serverFallback' | 'emptyMessage' | 'invalidResponse' | 'default',
  ) => translateNow(PLANS_TEXTS, `errors.${key}`);
  if (error instanceof CheckoutTimeoutError) return text('timeout');
  if (error instanceof InvalidCheckoutResponseError) return text('invalidResponse');
  if (!(error instanceof Error)) return text('default');
  if (/blocked/i.test(error.message)) return text('blocked');
  if (error instanceof ApiError) return error.serverMessage || text('serverFallback');
  // fetch rejects with a TypeError when the network or an extension stopped the request: no server message.
  if (error instanceof TypeError) return text('default');
  return error.message || text('emptyMessage');
}
