import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MCP_PATH } from '../../domain/mcp-tools';
import {
  COOKIE_ONLY_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  isCookieOnly,
  isReadMethod,
  READ_ONLY_TOKEN_MESSAGE,
  TOKEN_PREFIX,
} from '../../domain/personal-token-api';
import type { Config } from '../config/config';
import type { Database } from '../db/connection';
import { bearerSecretOf } from '../http/bearer';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { mcpResourceOf, resourceMetadataUrlOf } from './oauth/oauth-paths';
import { resolveOauthAccessToken } from './oauth/resolve-oauth-token';
import { type RequestToken, resolvePersonalToken } from './personal-token-store';
import { tooManyRequests } from './rate-limits';
import { createSession, resolveSession, SESSION_COOKIE, SESSION_TTL_MS } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a guest. Set before any route runs. */
    userId: string | null;
    sessionToken: string | null;
    /** The personal access token the request was made with (ADR 0086); null for a cookie or a guest. */
    personalToken: RequestToken | null;
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

/** The 401 of a call to the MCP server without a bearer: a personal or OAuth access token, never a cookie. */
export const MCP_TOKEN_REQUIRED_MESSAGE =
  'The MCP server needs a personal access token or an OAuth access token: send it as Authorization: Bearer <token>';

const isMcpUrl = (url: string) => url === MCP_PATH || /^\/mcp[/?]/.test(url);

function invalidToken(reply: FastifyReply, resourceMetadata?: string): HttpError {
  const metadata = resourceMetadata ? `, resource_metadata="${resourceMetadata}"` : '';
  reply.header('www-authenticate', `Bearer error="invalid_token"${metadata}`);
  return new HttpError(401, INVALID_TOKEN_MESSAGE);
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('personalToken', null);
  const mcpResource = mcpResourceOf(options.config.appUrl);
  // Where an MCP client finds how to get a token (RFC 9728): on every 401 of /mcp.
  const resourceMetadata = resourceMetadataUrlOf(options.config.appUrl);
  const perToken = app.createRateLimit({
    max: options.config.rateLimits.tokenPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `personal-token:${request.personalToken?.id ?? request.ip}`,
  });

  /**
   * A request with `Authorization: Bearer` is signed in by its token alone, never by a cookie it also carries
   * (so the cross-site guard, which skips it, guards every cookie request). A bad token is a 401 at once, not a
   * guest: a script must learn its token stopped working. Then the token's limits: its rate, its scope, and
   * the calls only a cookie makes.
   */
  async function signInWithToken(
    request: FastifyRequest,
    reply: FastifyReply,
    secret: string,
    area: 'api' | 'mcp',
  ) {
    // At /mcp, an OAuth access token of the MCP authorization flow works as a personal token does (ADR 0092).
    const token =
      area === 'mcp' && !secret.startsWith(TOKEN_PREFIX)
        ? await resolveOauthAccessToken(options.db, secret, mcpResource)
        : await resolvePersonalToken(options.db, secret);
    if (!token) throw invalidToken(reply, area === 'mcp' ? resourceMetadata : undefined);
    request.userId = token.userId;
    request.personalToken = { id: token.id, name: token.name, scope: token.scope };
    const status = await perToken(request);
    if (!status.isAllowed && status.isExceeded) throw tooManyRequests(reply, status.ttl);
    // The MCP server checks the scope per tool (every call is a POST); it has no cookie-only calls.
    if (area === 'mcp') return;
    // The route matched, not the URL as sent: the router decodes `/api/%61ccount/...` to the same route.
    const route = request.routeOptions.url ?? request.url;
    if (isCookieOnly(request.method, route)) throw forbidden(COOKIE_ONLY_MESSAGE);
    if (token.scope === 'read' && !isReadMethod(request.method)) throw forbidden(READ_ONLY_TOKEN_MESSAGE);
  }

  app.addHook('onRequest', async (request, reply) => {
    // The MCP server (ADR 0088) is signed in by a token alone, on the same limit per token as the API.
    if (isMcpUrl(request.url)) {
      const secret = bearerSecretOf(request);
      if (secret === undefined) {
        reply.header('www-authenticate', `Bearer realm="resumable", resource_metadata="${resourceMetadata}"`);
        throw new HttpError(401, MCP_TOKEN_REQUIRED_MESSAGE);
      }
      return signInWithToken(request, reply, secret, 'mcp');
    }
    // The API, and shared resume pages (/r/), which show their owner the link's views and skip the password.
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/r/')) return;
    const secret = request.url.startsWith('/api/') ? bearerSecretOf(request) : undefined;
    if (secret !== undefined) return signInWithToken(request, reply, secret, 'api');
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
