import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALREADY_VERIFIED_MESSAGE,
  changeEmailSchema,
  confirmEmailChangeSchema,
  EMAIL_IN_USE_MESSAGE,
  emailChangedAnswerSchema,
  emailChangeRequestedAnswerSchema,
  emailStatusAnswerSchema,
  INVALID_EMAIL_CHANGE_LINK_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '../../domain/account-api';
import { confirmEmailChange } from '../auth/email-change';
import { findUserByEmail, findUserById } from '../auth/find-user';
import { queueEmailChangeMail, queueVerificationMail } from '../auth/link-mail-tasks';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS, ONE_HOUR_MS } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { emailChangeNoticeMail } from '../mail/email-change-mails';
import { mailLanguageFor } from '../mail/mail-language';
import { reauthenticate } from './reauthenticate';

/**
 * Change of e-mail (issue 18, item 5): the request mails a single-use link to the new address and tells the old
 * one; only opening the link changes the account. Requests are limited per account
 * (RATE_LIMIT_ACCOUNT_MAIL_PER_HOUR), so the route cannot be used to mail strangers in bulk.
 */
export default async function emailRoutes(
  fastify: FastifyInstance,
  { config, database, mail, tasks }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const wrongPasswords = createOutcomeLimiter(app, {
    name: 'email-change-password',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });
  const mailsPerAccount = createOutcomeLimiter(app, {
    name: 'email-change-mail',
    max: config.rateLimits.accountMailPerHour,
    timeWindowMs: ONE_HOUR_MS,
  });

  app.post(
    '/api/account/email',
    {
      schema: {
        body: changeEmailSchema,
        response: { 200: emailChangeRequestedAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const { newEmail, password } = request.body;
      await reauthenticate(db, request, reply, wrongPasswords, user, password);
      if (newEmail === user.email) throw badRequest(SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE });
      await mailsPerAccount.check(request, reply, userId);
      if (await findUserByEmail(db, newEmail)) throw conflict(EMAIL_IN_USE_MESSAGE);
      await mailsPerAccount.consume(request, userId);
      const language = mailLanguageFor(user, request);
      await queueEmailChangeMail(db, tasks, userId, newEmail, request.id, language);
      await mail.send(emailChangeNoticeMail(user.email, newEmail, config.supportEmail, language), request.id);
      return {
        success: true as const,
        message: `We sent a link to ${newEmail}. Your e-mail changes when you open it.`,
        pendingEmail: newEmail,
      };
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      schema: {
        body: confirmEmailChangeSchema,
        response: { 200: emailChangedAnswerSchema, ...errorResponses(400, 409, 429) },
      },
      // Guessing a 256-bit token is hopeless; the limit only keeps the table from being hammered.
      config: {
        rateLimit: {
          max: config.rateLimits.forgotPerIp,
          timeWindow: ONE_HOUR_MS,
          keyGenerator: (request) => `email-confirm-ip:${request.ip}`,
        },
      },
    },
    async (request) => {
      const result = await confirmEmailChange(db, request.body.token);
      if (result.outcome === 'invalid') throw badRequest(INVALID_EMAIL_CHANGE_LINK_MESSAGE);
      if (result.outcome === 'taken') throw conflict(EMAIL_IN_USE_MESSAGE);
      const message =
        result.oldEmail === result.newEmail ? 'Your e-mail is confirmed' : 'Your e-mail has been changed';
      return { success: true as const, message, email: result.newEmail };
    },
  );

  app.get(
    '/api/account/email/status',
    { schema: { response: { 200: emailStatusAnswerSchema, ...errorResponses(401) } } },
    async (request) => {
      const user = await findUserById(db, requireUserId(request));
      if (!user) throw unauthorized();
      return { success: true as const, email: user.email, verified: user.emailVerifiedAt !== null };
    },
  );

  // "Send the link again" (issue 18, item 5): the sign-up sends the first one.
  app.post(
    '/api/account/email/verify',
    {
      schema: {
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errorResponses(401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED_MESSAGE);
      await mailsPerAccount.check(request, reply, userId);
      await mailsPerAccount.consume(request, userId);
      await queueVerificationMail(db, tasks, user, request.id, mailLanguageFor(user, request));
      return { success: true as const, message: `We sent a new link to ${user.email}.` };
    },
  );
}
