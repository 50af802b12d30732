import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller's id may look like to be kept: a load balancer's or a client's id ties our log lines to theirs,
 * but anything longer or with other characters (spaces, newlines, quotes) could forge or break log lines, so
 * it is replaced by a fresh id.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/** The request's id: the caller's X-Request-Id when it is well formed, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Echoes the id in every answer (errors and 404s included), so a user's report or a proxy's log names the
 * same id as our log lines (each carries it as `reqId`).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
