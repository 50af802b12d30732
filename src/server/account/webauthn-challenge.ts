import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/**
 * The challenge of one WebAuthn ceremony, kept in a signed (HMAC with SESSION_SECRET), HttpOnly cookie for five
 * minutes and cleared once used. For registration it also names the user, so a challenge issued to one account
 * cannot register a key on another.
 */
const COOKIE = 'wac';
const TTL_MS = 5 * 60 * 1000;

type Purpose = 'register' | 'sign-in';

export function rememberChallenge(
  reply: FastifyReply,
  config: Config,
  purpose: Purpose,
  challenge: string,
  userId = '-',
  now = Date.now(),
) {
  reply.setCookie(COOKIE, [purpose, userId, challenge, now + TTL_MS].join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isSecureCookies,
    path: '/api',
    maxAge: TTL_MS / 1000,
  });
}

/** The challenge this browser was given for `purpose` (and `userId`), or null. */
export function takeChallenge(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  purpose: Purpose,
  userId = '-',
  now = Date.now(),
): string | null {
  const raw = request.cookies[COOKIE];
  reply.clearCookie(COOKIE, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isSecureCookies,
  });
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [kind, owner, challenge, expires] = unsigned.value.split('.');
  if (kind !== purpose || owner !== userId || !challenge || !(Number(expires) > now)) return null;
  return challenge;
}
