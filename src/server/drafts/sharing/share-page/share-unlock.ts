import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The proof that this browser gave a shared link's password: an HMAC of the slug keyed by the password's
 * argon2 hash, in an HttpOnly cookie scoped to the link's path. Stateless, and a new password (a new hash)
 * voids every proof made with the old one. The hash never leaves the server, so the proof cannot be forged.
 */

export const UNLOCK_COOKIE = 'share_unlock';
const UNLOCK_TTL_SECONDS = 12 * 60 * 60;

const proofOf = (slug: string, passwordHash: string) =>
  createHmac('sha256', passwordHash).update(`share-unlock:${slug}`).digest('base64url');

export function hasUnlocked(request: FastifyRequest, slug: string, passwordHash: string): boolean {
  const sent = request.cookies[UNLOCK_COOKIE];
  if (!sent) return false;
  const expected = Buffer.from(proofOf(slug, passwordHash));
  const actual = Buffer.from(sent);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function setUnlocked(
  reply: FastifyReply,
  slug: string,
  passwordHash: string,
  options: { isSecure: boolean },
): void {
  reply.setCookie(UNLOCK_COOKIE, proofOf(slug, passwordHash), {
    path: `/r/${slug}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.isSecure,
    maxAge: UNLOCK_TTL_SECONDS,
  });
}
