import type { FastifyRequest } from 'fastify';

const SENSITIVE_QUERY_KEYS = /^(token|code|state|password|secret|key|session_id|id_token|access_token)$/i;

/** The request's path with the values of secret-bearing query parameters masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** What a request log line says of the request: never headers (cookies, authorization) and never the body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
