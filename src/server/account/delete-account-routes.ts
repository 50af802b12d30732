import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeletedAnswerSchema,
  CONFIRM_EMAIL_MISMATCH_MESSAGE,
  deleteAccountSchema,
} from '../../domain/account-api';
import { findUserById } from '../auth/find-user';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS } from '../auth/rate-limits';
import { clearSessionCookie, requireUserId } from '../auth/session-plugin';
import { SubscriptionCancelError } from '../billing/close-billing-for-deletion';
import { createPaymentProvider } from '../billing/create-payment-provider';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { accountDeletedMail } from '../mail/account-deleted-mail';
import { mailLanguageFor } from '../mail/mail-language';
import { deleteAccount } from './delete-account';
import { reauthenticate } from './reauthenticate';

/** DELETE /api/account (issue 18, item 1): re-authenticate, cancel at the provider, erase, sign out, confirm by mail. */
export default async function deleteAccountRoutes(
  fastify: FastifyInstance,
  { config, database, tasks, mail }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const provider = createPaymentProvider(config);
  const wrongPasswords = createOutcomeLimiter(app, {
    name: 'account-delete',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });

  app.delete(
    '/api/account',
    {
      schema: {
        body: deleteAccountSchema,
        response: { 200: accountDeletedAnswerSchema, ...errorResponses(400, 401, 403, 429, 502) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const { password, confirmEmail } = request.body;
      if (confirmEmail !== undefined && confirmEmail !== user.email)
        throw badRequest(CONFIRM_EMAIL_MISMATCH_MESSAGE, { confirmEmail: CONFIRM_EMAIL_MISMATCH_MESSAGE });
      await reauthenticate(db, request, reply, wrongPasswords, user, password);
      try {
        await deleteAccount(db, provider, user);
      } catch (error) {
        if (error instanceof SubscriptionCancelError) {
          request.log.warn({ err: error.cause }, 'account deletion stopped: the provider did not cancel');
          throw new HttpError(502, error.message);
        }
        throw error;
      }
      // Mail tasks waiting or failed for this person go too: nothing stored keeps their address.
      await tasks.forget([user.id, user.email]);
      clearSessionCookie(reply, config);
      // Queued after the forgetting: the address stays in the queue only until this mail is sent (or given up
      // on). The account is gone whether or not the queue takes it; the address is not logged.
      await mail
        .send(accountDeletedMail(user.email, config.supportEmail, mailLanguageFor(user, request)), request.id)
        .catch((error: unknown) => request.log.error({ err: error }, 'account-deleted mail not queued'));
      return { success: true as const, message: 'Your account has been deleted' };
    },
  );
}
