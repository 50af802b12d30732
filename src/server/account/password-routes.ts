import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../domain/auth-rules';
import { findUserById } from '../auth/find-user';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, unauthorized } from '../http/errors';
import { changePassword } from './change-password';

export const NO_PASSWORD_MESSAGE =
  'This account signs in with a provider and has no password to change. Use "Forgot password" to set one.';

const passwordChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  endedSessions: z.number().int(),
});

/** Change password in Account Settings (issue 18, item 5): needs the current password, ends other sessions. */
export default async function passwordRoutes(fastify: FastifyInstance, { config, database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  // Wrong current passwords count like failed logins: a stolen session must not become a password oracle.
  const wrongPasswordsPerAccount = createOutcomeLimiter(app, {
    name: 'password-change-account',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });

  app.post(
    '/api/account/password',
    {
      schema: {
        body: changePasswordSchema,
        response: { 200: passwordChangedAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const token = request.sessionToken;
      if (!token) throw unauthorized();
      await wrongPasswordsPerAccount.check(request, reply, userId);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (!user.passwordHash) throw badRequest(NO_PASSWORD_MESSAGE, { currentPassword: NO_PASSWORD_MESSAGE });
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await wrongPasswordsPerAccount.consume(request, userId);
        throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
      }
      const endedSessions = await changePassword(db, userId, await hashPassword(newPassword), token);
      return { success: true as const, message: 'Password updated successfully', endedSessions };
    },
  );
}
