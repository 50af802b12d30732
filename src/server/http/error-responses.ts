import { errorResponseSchema } from '../../domain/api-errors';

/** What each error status means in this API (ARCHITECTURE, "status codes mean one thing each"). */
const ERROR_MEANINGS = {
  400: "Invalid input: `errors` maps each field to the spec's message",
  401: 'Not signed in',
  402: 'No plan or paid draft allows this download',
  403: "Cross-site request, or another user's resource",
  404: 'Missing, or not yours',
  409: 'Stale version or duplicate',
  413: 'Request body is too large',
  422: 'A linked page could not be read: `code` says why',
  429: 'Rate limited; Retry-After says when to try again',
  502: 'The payment provider failed',
  503: 'A dependency is down',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The `response` entries of a route schema for the error statuses it can answer, each the error envelope. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: typeof errorResponseSchema } {
  const entries = statuses.map((status) => [status, errorResponseSchema.describe(ERROR_MEANINGS[status])]);
  return Object.fromEntries(entries) as { [K in S]: typeof errorResponseSchema };
}
