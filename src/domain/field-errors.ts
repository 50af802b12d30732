import type { z } from 'zod';

/** The key of issues about the whole input (e.g. a body that is not an object) rather than one field. */
export const ROOT_ERROR_KEY = '_form';

/**
 * The first message for each dotted field path ('experience.0.company'), as the server returns them in
 * `errors` and the client attaches them to form fields. Schemas list their checks in the order the spec
 * gives them, so the first message is the most basic one ('required' before 'too short').
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}
