import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodeForStatus } from '../../domain/api-errors';
import { type InterfaceLanguage, requestLanguage } from '../../domain/interface-languages';
import { discardBody, discardLimitsFor } from './discard-body';
import { codeOfErrorText, translateErrorText } from './error-texts';
import { HttpError } from './errors';
import { languageOfRequest } from './request-language';
import { InvalidInputError } from './validation';

interface ErrorBody {
  success: false;
  error: string;
  errors?: Record<string, string> | string[];
  [key: string]: unknown;
}

/** Fastify's own client-error codes, mapped to the messages a client reads. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
};

/**
 * Every error leaves as JSON {success:false, error, errors?}; a client error keeps its status, anything
 * unexpected is a 500 with a generic message. No stack trace or internal detail reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  registerErrorCodes(app);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify refuses the body unread and asks for the connection to close; read the rest first, so the
      // client finishes sending and reads this answer, and keep the connection when the body did end.
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      if (await discardBody(request.raw, discardLimitsFor(limit))) reply.removeHeader('connection');
    }
    if (error instanceof HttpError) {
      // zod's own messages in the request's language, from a parse of this request's input (zod-messages.ts).
      const answer =
        error instanceof InvalidInputError ? error.inLanguage(languageOfRequest(request)) : error;
      const body: ErrorBody = { ...answer.extra, success: false, error: answer.message };
      if (answer.errors) body.errors = answer.errors;
      return reply.status(answer.statusCode).send(body);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, error: known.message });
    if (error instanceof SyntaxError && error.message.includes('JSON')) {
      return reply.status(400).send({ success: false, error: 'Malformed JSON body' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, error: error.message || 'Too many requests' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, error: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, error: 'Something went wrong. Please try again.' });
  });
}

/**
 * Every error answer of the API, however it was made (this handler, a route's own reply, the rate limit),
 * leaves with a stable `code` (issue 33 item 5): the route's own, else its text's (error-texts/en.ts), else its
 * status's. Its texts (`error`, each of `errors`, the checkout client's copy in `message`) come in the request's
 * language (Accept-Language; the app sends the interface language), English exactly as written. Registered
 * before compression, so it reads JSON.
 */
function registerErrorCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !request.url.startsWith('/api/'))
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isErrorBody(body)) return payload;
    body.code ??= codeOfErrorText(body.error) ?? errorCodeForStatus(reply.statusCode);
    const language = requestLanguage(request.headers['accept-language']);
    if (language && language !== 'en' && translateErrorBody(body, language)) {
      reply.header('content-language', language);
    }
    return JSON.stringify(body);
  });
}

/** Translates the body's texts in place; true when any was catalogued. */
function translateErrorBody(
  body: ErrorBody & { message?: unknown },
  language: Exclude<InterfaceLanguage, 'en'>,
): boolean {
  let isTranslated = false;
  const translate = (text: string) => {
    const translated = translateErrorText(text, language);
    if (translated !== text) isTranslated = true;
    return translated;
  };
  const error = translate(body.error);
  // The checkout client reads `message`, a copy of the text (the rate limit's answer).
  if (body.message === body.error) body.message = error;
  body.error = error;
  if (Array.isArray(body.errors)) body.errors = body.errors.map(translate);
  else if (body.errors) {
    body.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, translate(text)]),
    );
  }
  return isTranslated;
}

function isErrorBody(body: unknown): body is ErrorBody & { code?: string; message?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === false &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}
