import { ApiError } from '../../lib/http';

/** The checkout's error texts (spec section 8). The toast is titled PAYMENT_ERROR_TITLE. */
export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const CHECKOUT_TIMEOUT_MS = 10_000;
export const CHECKOUT_MESSAGES = {
  timeout: 'Connection timeout. Please check your internet connection and try again.',
  blocked: 'Payment processing is being blocked. Please disable ad blockers and try again.',
  serverFallback: 'Failed to create checkout session',
  emptyMessage: 'Payment processing failed',
  invalidResponse: 'Invalid response from payment processor',
  default: 'Unable to process payment. Please try again.',
} as const;

/** Thrown when the answer is OK but lacks success or checkoutUrl. */
export class InvalidCheckoutResponseError extends Error {
  override name = 'InvalidCheckoutResponseError';
  constructor() {
    super(CHECKOUT_MESSAGES.invalidResponse);
  }
}

/** Thrown when the request ran past CHECKOUT_TIMEOUT_MS. */
export class CheckoutTimeoutError extends Error {
  override name = 'CheckoutTimeoutError';
  constructor() {
    super(CHECKOUT_MESSAGES.timeout);
  }
}

/** The toast's text for a failed checkout request. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof CheckoutTimeoutError) return CHECKOUT_MESSAGES.timeout;
  if (error instanceof InvalidCheckoutResponseError) return CHECKOUT_MESSAGES.invalidResponse;
  if (!(error instanceof Error)) return CHECKOUT_MESSAGES.default;
  if (/blocked/i.test(error.message)) return CHECKOUT_MESSAGES.blocked;
  if (error instanceof ApiError) return error.serverMessage || CHECKOUT_MESSAGES.serverFallback;
  // fetch rejects with a TypeError when the network or an extension stopped the request: no server message.
  if (error instanceof TypeError) return CHECKOUT_MESSAGES.default;
  return error.message || CHECKOUT_MESSAGES.emptyMessage;
}
