import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { CheckoutTimeoutError, checkoutErrorMessage, InvalidCheckoutResponseError } from './checkout-error';

describe('checkoutErrorMessage', () => {
  it('maps each failure to the spec text', () => {
    expect(checkoutErrorMessage(new CheckoutTimeoutError())).toBe(
      'Connection timeout. Please check your internet connection and try again.',
    );
    expect(checkoutErrorMessage(new Error('net::ERR_BLOCKED_BY_CLIENT'))).toBe(
      'Payment processing is being blocked. Please disable ad blockers and try again.',
    );
    expect(checkoutErrorMessage(new InvalidCheckoutResponseError())).toBe(
      'Invalid response from payment processor',
    );
    expect(checkoutErrorMessage('nonsense')).toBe('Unable to process payment. Please try again.');
    expect(checkoutErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Unable to process payment. Please try again.',
    );
    expect(checkoutErrorMessage(new Error(''))).toBe('Payment processing failed');
  });

  it("shows the server's message, else the fallback", () => {
    const withMessage = new ApiError(400, '{"message":"Unknown plan"}', { message: 'Unknown plan' });
    expect(checkoutErrorMessage(withMessage)).toBe('Unknown plan');
    expect(checkoutErrorMessage(new ApiError(500, 'Internal', null))).toBe(
      'Failed to create checkout session',
    );
  });
});
