import { ApiError } from '../../../lib/http';

export const NETWORK_ERROR = 'Network error. Please try again.';

/** The server's message, or the fallback; a fetch that never reached the server reads as a network error. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return NETWORK_ERROR;
  return error instanceof Error && error.message ? error.message : fallback;
}
