import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/auth-rules';
import { type InterfaceLanguage, requestLanguage } from '../../domain/interface-languages';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/errors';
import { withInputStyle } from '../http/validation';
import { mailLanguage } from '../mail/mail-language';
import { MAIL_RETRY } from '../mail/mail-queue';
import { passwordResetMail } from '../mail/password-reset-mail';
import { findUserByEmail } from './find-user';
import { hashPassword } from './passwords';
import { createOutcomeLimiter, ONE_HOUR_MS } from './rate-limits';
import { createResetToken, resetPasswordWithToken } from './reset-tokens';

export const FORGOT_PASSWORD_MESSAGE =
  "If an account with this email exists, you'll receive password reset instructions.";
export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new password reset.';

const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const PASSWORD_RESET_MAIL_TASK = 'password-reset-mail';

interface ResetMailTask {
  email: string;
  /** The language of the browser that asked, for an account that has not chosen one (mail-language.ts). */
  language?: InterfaceLanguage;
}

/** The client shows reset errors as a list (spec section 7), so a refused reset body answers an array. */
const resetBodySchema = withInputStyle(resetPasswordSchema, { errors: 'list' });

/** Forgot-password (mail a one-hour, single-use link) and reset-password (spend it). */
export default async function passwordResetRoutes(
  fastify: FastifyInstance,
  { config, database, tasks, mailTransport }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const forgotPerEmail = createOutcomeLimiter(app, {
    name: 'forgot-email',
    max: config.rateLimits.forgotPerEmail,
    timeWindowMs: ONE_HOUR_MS,
  });

  /**
   * A task, so the answer's timing says nothing about whether the account exists, a failing SMTP server is
   * retried with back-off, and a request answered is a mail sent even if this process dies next. The task
   * holds only the address: the link is made when the mail is, so no live token waits in the queue's table.
   * A retry after a send that did go through mails a second, equally valid link (ADR 0064).
   */
  await tasks.define<ResetMailTask>(
    PASSWORD_RESET_MAIL_TASK,
    MAIL_RETRY,
    async ({ email, language }, task) => {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = await createResetToken(db, user.id);
      const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailTransport.send(
        passwordResetMail(user.email, url, mailLanguage(user.interfaceLanguage, language)),
      );
      app.log.info({ reqId: task.requestId, task: task.id }, 'password reset mail sent');
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        body: forgotPasswordSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 429) },
      },
      config: {
        rateLimit: {
          max: config.rateLimits.forgotPerIp,
          timeWindow: ONE_HOUR_MS,
          keyGenerator: (request) => `forgot-ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await forgotPerEmail.check(request, reply, email);
      await forgotPerEmail.consume(request, email);
      await tasks.send<ResetMailTask>(
        PASSWORD_RESET_MAIL_TASK,
        { email, language: requestLanguage(request.headers['accept-language']) ?? undefined },
        { requestId: request.id },
      );
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  const resetSchemas = {
    body: resetBodySchema,
    response: { 200: messageAnswerSchema, ...errorResponses(400) },
  };
  app.post('/api/auth/reset-password', { schema: resetSchemas }, async (request) => {
    const { token, newPassword } = request.body;
    const passwordHash = await hashPassword(newPassword);
    const isReset = await resetPasswordWithToken(db, token, passwordHash);
    if (!isReset) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE, [INVALID_RESET_LINK_MESSAGE]);
    return { success: true as const, message: 'Password updated successfully' };
  });
}
