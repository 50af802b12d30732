import type { z } from 'zod';
import { fieldErrors } from '../../domain/field-errors';
import { HttpError } from './errors';

/**
 * Parses untrusted input with a domain schema. Failure is a 400 carrying `errors` as a map field -> first
 * message (the spec's texts), and `error` as the first of them so a client without field mapping still reads it.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, message?: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0];
  throw new HttpError(400, message ?? first ?? 'Invalid request', errors);
}
