import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/**
 * Between the password and the second factor there is no session: only this signed (HMAC with SESSION_SECRET),
 * HttpOnly cookie naming the user, good for five minutes and sent only to /api/auth/2fa/*.
 */
export const PENDING_COOKIE = 'tfa';
const PENDING_MS = 5 * 60 * 1000;
const COOKIE_PATH = '/api/auth/2fa';

export function startPendingTwoFactor(reply: FastifyReply, config: Config, userId: string, now = Date.now()) {
  reply.setCookie(PENDING_COOKIE, `${userId}.${now + PENDING_MS}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookies,
    path: COOKIE_PATH,
    maxAge: PENDING_MS / 1000,
  });
}

/** The user waiting for their second factor, or null when there is none or it expired. */
export function readPendingTwoFactor(request: FastifyRequest, now = Date.now()): string | null {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [userId, expires] = unsigned.value.split('.');
  if (!userId || !(Number(expires) > now)) return null;
  return userId;
}

export function clearPendingTwoFactor(reply: FastifyReply, config: Config) {
  reply.clearCookie(PENDING_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookies,
  });
}
