import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import type { Database } from '../db/connection';
import { unauthorized } from '../http/errors';
import { createSession, resolveSession, SESSION_COOKIE, SESSION_TTL_MS } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a guest. Set before any route runs. */
    userId: string | null;
    sessionToken: string | null;
  }
}

export interface SessionPluginOptions {
  db: Database;
  config: Config;
}

function cookieOptions(config: Config, expires: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isSecureCookies,
    expires,
  };
}

/** Starts a fresh session for the user (never reusing one the browser brought: no fixation) and sets the cookie. */
export async function signIn(
  reply: FastifyReply,
  db: Database,
  config: Config,
  userId: string,
): Promise<void> {
  const { token, expires } = await createSession(db, userId, reply.request.headers['user-agent']);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, expires));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookies,
  });
}

export function requireUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    // The API, and shared resume pages (/r/), which show their owner the link's views and skip the password.
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/r/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(options.db, token);
    if (!session) {
      clearSessionCookie(reply, options.config);
      return;
    }
    request.userId = session.userId;
    request.sessionToken = token;
    if (session.refreshed)
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(options.config, session.expires));
  });
}

export default fp(sessionPlugin, { name: 'sessions' });
export { SESSION_TTL_MS };
