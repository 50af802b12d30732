import { z } from 'zod';

/**
 * The body of every answer that is not a success (ARCHITECTURE, "status codes mean one thing each"): `error`
 * is the message to show, `errors` the field -> message map of a 400 (or a list where the spec's client reads
 * one). Some answers carry more (the 409's current draft, the checkout client's `message`), so the shape is open.
 */
export const errorResponseSchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  /** Stable and machine-readable (ERROR_CODE_BY_STATUS, or the route's own); `error` is for people. */
  code: z.string().optional(),
  errors: z.union([z.record(z.string(), z.string()), z.array(z.string())]).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The stable machine code every error answer carries beside its text (issue 33 item 5): the text may be in the
 * reader's language and may be reworded, the code never changes. An answer with a more precise code of its own
 * (save from a link's `not_public`, `needs_sign_in`, ...) keeps it; every other takes its status's.
 */
export const ERROR_CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'not_signed_in',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  410: 'gone',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  428: 'precondition_required',
  429: 'rate_limited',
  500: 'server_error',
  502: 'upstream_failed',
  503: 'unavailable',
};

export function errorCodeForStatus(status: number): string {
  return ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'invalid_request');
}
