import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endedSessionsAnswerSchema, sessionListAnswerSchema } from '../../domain/account-sessions';
import { describeDevice } from '../auth/describe-device';
import { revokeAllConnectedAssistants } from '../auth/oauth/grant-store';
import { deleteUserTokens } from '../auth/personal-token-store';
import { clearSessionCookie, requireUserId } from '../auth/session-plugin';
import {
  deleteOtherSessions,
  deleteUserSessionById,
  hashToken,
  listUserSessions,
  publicSessionId,
} from '../auth/session-store';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { notFound, unauthorized } from '../http/errors';

const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });
const signedOutAnswerSchema = z.object({ success: z.literal(true), signedOut: z.boolean() });

/**
 * Where the account is signed in (issue 18, item 4): the list, ending one session, ending all but this one
 * (and revoking every personal access token with them). A
 * session id that is not one of the user's is a 404, the same as an unknown one.
 */
export default async function sessionRoutes(fastify: FastifyInstance, { config, database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  /** The request's own session token; every route here needs one. */
  function currentToken(token: string | null): string {
    if (!token) throw unauthorized();
    return token;
  }

  app.get(
    '/api/sessions',
    { schema: { response: { 200: sessionListAnswerSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const currentId = publicSessionId(hashToken(currentToken(request.sessionToken)));
      reply.header('cache-control', 'no-store');
      const sessions = await listUserSessions(db, userId);
      return {
        success: true as const,
        sessions: sessions.map((session) => ({
          id: session.id,
          device: describeDevice(session.userAgent),
          createdAt: session.createdAt?.toISOString() ?? null,
          lastUsedAt: session.lastUsedAt.toISOString(),
          current: session.id === currentId,
        })),
      };
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      schema: {
        params: sessionParamsSchema,
        response: { 200: signedOutAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const isCurrent = request.params.id === publicSessionId(hashToken(currentToken(request.sessionToken)));
      const isDeleted = await deleteUserSessionById(db, userId, request.params.id);
      if (!isDeleted) throw notFound('Session not found');
      if (isCurrent) clearSessionCookie(reply, config);
      return { success: true as const, signedOut: isCurrent };
    },
  );

  app.post(
    '/api/sessions/revoke-others',
    { schema: { response: { 200: endedSessionsAnswerSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const userId = requireUserId(request);
      const ended = await deleteOtherSessions(db, userId, currentToken(request.sessionToken));
      // Tokens too: this is the button for "someone else may be in my account" (ADR 0086).
      // And the assistants connected by OAuth (ADR 0092): counted with the tokens, as the same kind of access.
      const tokensRevoked =
        (await deleteUserTokens(db, userId)) + (await revokeAllConnectedAssistants(db, userId));
      return { success: true as const, ended, tokensRevoked };
    },
  );
}
