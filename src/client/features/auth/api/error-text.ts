import { ApiError } from '../../../lib/http';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { translateNow } from '../../../lib/i18n/translate-now';

/** The server's message, or the fallback; a fetch that never reached the server reads as a network error. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return translateNow(AUTH_TEXTS, 'errors.network');
  return error instanceof Error && error.message ? error.message : fallback;
}
