import { z } from 'zod';
import { fieldErrors } from '../../domain/field-errors';
import { HttpError } from './errors';

/** How a route reports input its schema refuses; the default is the field -> message map. */
export interface InvalidInputStyle {
  /** `error` of the answer instead of the first field message. */
  message?: string;
  /** 'list': `errors` is the distinct messages in order, for a client that shows them as a list. */
  errors?: 'map' | 'list';
}

// A registry of its own, not zod's global one, so these settings never leak into the OpenAPI document.
const invalidInputStyles = z.registry<InvalidInputStyle>();

/** Marks a request schema with how its failures are answered; returns the schema for use in place. */
export function withInvalidInputStyle<T extends z.ZodType>(schema: T, style: InvalidInputStyle): T {
  invalidInputStyles.add(schema, style);
  return schema;
}

/**
 * The 400 for input a schema refused: `errors` as a map field -> first message (the spec's texts), and `error`
 * as the first of them so a client without field mapping still reads it.
 */
export function invalidInputError(schema: z.ZodType, error: z.core.$ZodError, message?: string): HttpError {
  const style = invalidInputStyles.get(schema) ?? {};
  if (style.errors === 'list') {
    const messages = [...new Set(error.issues.map((issue) => issue.message))];
    return new HttpError(400, message ?? style.message ?? messages[0] ?? 'Invalid request', messages);
  }
  const errors = fieldErrors(error);
  const first = Object.values(errors)[0];
  return new HttpError(400, message ?? style.message ?? first ?? 'Invalid request', errors);
}

/** Parses untrusted input outside a route schema (a value read from storage, a path part) the same way. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, message?: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInputError(schema, result.error, message);
}
