import type { FastifyRequest } from 'fastify';

/**
 * The credential of `Authorization: Bearer <secret>`, or undefined when the request has none (another scheme
 * counts as none). Here, below both users of it: the cross-site guard, which does not apply to a bearer
 * request, and the auth area, which resolves it (ADR 0086).
 */
export function bearerSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}
