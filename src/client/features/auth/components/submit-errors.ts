import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/http';
import { errorText } from '../api/error-text';

export const GENERIC_ERROR = 'An error occurred. Please try again.';

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
  return errorText(error, fallback) || GENERIC_ERROR;
}
