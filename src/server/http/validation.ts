import { z } from 'zod';
import { fieldErrors } from '../../domain/field-errors';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { HttpError } from './errors';
import { zodErrorMap } from './zod-messages';

/** How a route reads its input and reports what its schema refuses; the default is the field -> message map. */
export interface InputStyle {
  /** `error` of the answer instead of the first field message. */
  message?: string;
  /** 'list': `errors` is the distinct messages in order, for a client that shows them as a list. */
  errors?: 'map' | 'list';
  /** A request without a body is read as {}, so each required field reports its own "... is required". */
  isMissingBodyEmpty?: boolean;
}

// A registry of its own, not zod's global one, so these settings never leak into the OpenAPI document.
const inputStyles = z.registry<InputStyle>();

/** Marks a request schema with how it reads input and answers failures; returns the schema for use in place. */
export function withInputStyle<T extends z.ZodType>(schema: T, style: InputStyle): T {
  inputStyles.add(schema, style);
  return schema;
}

/** A request without a body reads as {}, so each required field names itself (the drafts' and jobs' bodies). */
export const emptyWhenMissing = <T extends z.ZodType>(schema: T): T =>
  withInputStyle(schema, { isMissingBodyEmpty: true });

export function inputStyleOf(schema: z.ZodType): InputStyle {
  return inputStyles.get(schema) ?? {};
}

/**
 * The 400 for input a schema refused: `errors` as a map field -> first message (the spec's texts), and `error`
 * as the first of them so a client without field mapping still reads it. It keeps the input, so the error
 * handler can word zod's own messages in the request's language (`inLanguage`).
 */
export class InvalidInputError extends HttpError {
  constructor(
    private readonly schema: z.ZodType,
    error: z.core.$ZodError,
    private readonly input: unknown,
    private readonly fixedMessage?: string,
  ) {
    const { message, errors } = refusal(schema, error, fixedMessage);
    super(400, message, errors);
  }

  /**
   * The same refusal with zod's own messages in the language (the schemas' own texts stay English, for the
   * catalogue to translate): the input is parsed again with that language's error map, only when it was refused.
   */
  inLanguage(language: InterfaceLanguage): HttpError {
    const error = zodErrorMap(language);
    if (!error) return this;
    const result = this.schema.safeParse(this.input, { error });
    if (result.success) return this;
    const { message, errors } = refusal(this.schema, result.error, this.fixedMessage);
    return new HttpError(400, message, errors);
  }
}

function refusal(
  schema: z.ZodType,
  error: z.core.$ZodError,
  message?: string,
): { message: string; errors: Record<string, string> | string[] } {
  const style = inputStyleOf(schema);
  if (style.errors === 'list') {
    const messages = [...new Set(error.issues.map((issue) => issue.message))];
    return { message: message ?? style.message ?? messages[0] ?? 'Invalid request', errors: messages };
  }
  const errors = fieldErrors(error);
  const first = Object.values(errors)[0];
  return { message: message ?? style.message ?? first ?? 'Invalid request', errors };
}

/** The refusal of `input`, which `schema` refused with `error`. */
export function invalidInputError(
  schema: z.ZodType,
  error: z.core.$ZodError,
  input: unknown,
  message?: string,
): InvalidInputError {
  return new InvalidInputError(schema, error, input, message);
}

/** Parses untrusted input outside a route schema (a value read from storage, a path part) the same way. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, message?: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInputError(schema, result.error, input, message);
}
