import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/http';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { translateNow } from '../../../lib/i18n/translate-now';
import { errorText } from '../api/error-text';

/**
 * Spec section 5: server field errors attach to their fields; anything else becomes the banner text (the
 * server's message, e.g. a 429's, or the fallback). Returns the banner text, or null when fields took it all.
 */
export function applySubmitError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
  let isAttached = false;
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      isAttached = true;
    }
  }
  if (isAttached) return null;
  return errorText(error, fallback) || translateNow(AUTH_TEXTS, 'errors.generic');
}
