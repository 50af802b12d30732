import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSISTANT_NOT_FOUND_MESSAGE,
  connectedAssistantsAnswerSchema,
} from '../../../domain/connected-assistants-api';
import type { AreaOptions } from '../../http/area-options';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/errors';
import { requireUserId } from '../session-plugin';
import { listConnectedAssistants, revokeConnectedAssistant } from './grant-store';

/**
 * The assistants connected by the MCP authorization flow (ADR 0092), in Account settings beside the personal
 * tokens: list, revoke one. Cookie only (isCookieOnly covers /api/account/), like the tokens' own routes.
 */
export default async function assistantRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/account/assistants',
    {
      schema: {
        response: {
          200: connectedAssistantsAnswerSchema,
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        assistants: await listConnectedAssistants(database.db, requireUserId(request)),
      };
    },
  );

  app.delete(
    '/api/account/assistants/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await revokeConnectedAssistant(database.db, requireUserId(request), request.params.id)))
        throw notFound(ASSISTANT_NOT_FOUND_MESSAGE);
      return { success: true as const };
    },
  );
}
