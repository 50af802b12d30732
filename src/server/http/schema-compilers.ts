import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import type { z } from 'zod';
import { inputStyleOf, invalidInputError } from './validation';

/**
 * Route schemas are zod schemas (fastify-type-provider-zod types the handlers from them and documents them
 * as OpenAPI), but input is checked here rather than by the provider's compiler so that a refusal is the
 * same 400 as everywhere else: {success:false, error, errors} with the spec's texts, never a list of zod
 * issues.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const isMissingBodyEmpty = httpPart === 'body' && inputStyleOf(schema).isMissingBodyEmpty === true;
  return (data) => {
    const input = isMissingBodyEmpty ? (data ?? {}) : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: invalidInputError(schema, result.error, input) };
  };
};

/** Thrown when an answer does not match its declared schema, where answers are checked. */
export class ResponseSchemaMismatch extends Error {
  override name = 'ResponseSchemaMismatch';
}

/** What happens to an answer that does not match its schema: nothing checked, a warning, or a 500. */
export type AnswerCheck = 'off' | 'warn' | 'fail';

/**
 * Answers are serialised as they are: checking each one against its schema (or re-encoding it through zod)
 * would cost every request and could drop a field the client reads. Tests fail an answer that does not match
 * its declared schema, so the published schemas cannot drift from the code; development logs a warning (a
 * draft saved long ago must not make the dashboard fail), production checks nothing.
 */
function serializerCompiler(
  check: AnswerCheck,
  log: FastifyBaseLogger,
): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      if (check !== 'off') {
        const result = schema.safeParse(data);
        if (!result.success) {
          const mismatch = new ResponseSchemaMismatch(`${method} ${url}: ${result.error.message}`);
          if (check === 'fail') throw mismatch;
          log.warn({ err: mismatch }, 'answer does not match its schema');
        }
      }
      return JSON.stringify(data);
    };
}

export function registerSchemaCompilers(app: FastifyInstance, options: { checkAnswers: AnswerCheck }): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(options.checkAnswers, app.log));
}

/**
 * For routes that must answer 401 or 404 before 400 (a guest, another user's draft): they set
 * `attachValidation: true` and call this once those checks have passed.
 */
export function rejectInvalidInput(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}
