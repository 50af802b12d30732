import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_LANGUAGE_URL, accountLanguageSchema } from '../../domain/account-api';
import { signedInAnswerSchema } from '../../domain/current-user';
import { toPublicUser } from '../auth/public-user';
import { requireUserId } from '../auth/session-plugin';
import { users } from '../db/schema';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { unauthorized } from '../http/errors';

/**
 * The account's interface language (issue 33, ADR 0085): set from the switcher while signed in, read back with
 * the current user on every device, and the language of the mail the account is sent.
 */
export default async function languageRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    ACCOUNT_LANGUAGE_URL,
    {
      schema: {
        body: accountLanguageSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const [user] = await database.db
        .update(users)
        .set({ interfaceLanguage: request.body.language, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { success: true as const, user: toPublicUser(user) };
    },
  );
}
