import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FRESH_SIGN_IN_MESSAGE,
  FRESH_SIGN_IN_MINUTES,
  PASSWORD_REQUIRED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../domain/account-api';
import { verifyPassword } from '../auth/passwords';
import type { OutcomeLimiter } from '../auth/rate-limits';
import { sessionStartedAt } from '../auth/session-store';
import type { Database } from '../db/connection';
import type { UserRow } from '../db/schema';
import { badRequest, HttpError, unauthorized } from '../http/errors';

/**
 * Proves the person at the keyboard owns the account before something that cannot be undone: the password, or
 * for an account without one (provider sign-in only) a sign-in within the last few minutes, since we cannot ask
 * the provider for a password. Wrong passwords count against `limiter` like failed logins.
 */
export async function reauthenticate(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  limiter: OutcomeLimiter,
  user: UserRow,
  password: string | undefined,
  now = new Date(),
): Promise<void> {
  await limiter.check(request, reply, user.id);
  if (user.passwordHash) {
    if (!password) throw badRequest(PASSWORD_REQUIRED_MESSAGE, { password: PASSWORD_REQUIRED_MESSAGE });
    if (!(await verifyPassword(user.passwordHash, password))) {
      await limiter.consume(request, user.id);
      throw badRequest(WRONG_PASSWORD_MESSAGE, { password: WRONG_PASSWORD_MESSAGE });
    }
    return;
  }
  const token = request.sessionToken;
  if (!token) throw unauthorized();
  const startedAt = await sessionStartedAt(db, token);
  if (!startedAt || now.getTime() - startedAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000)
    throw new HttpError(403, FRESH_SIGN_IN_MESSAGE);
}
