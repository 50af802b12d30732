import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/connection';
import { signIn } from './session-plugin';
import { deleteSession } from './session-store';

/**
 * Signs the user in on a brand-new session and ends the one the browser brought, if any: a session token
 * planted before sign-in (fixation) never becomes a signed-in session.
 */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  config: Config,
  userId: string,
): Promise<void> {
  if (request.sessionToken) await deleteSession(db, request.sessionToken);
  await signIn(reply, db, config, userId);
}
