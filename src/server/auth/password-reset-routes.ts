import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/auth-rules';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { createMailer } from '../mail/create-mailer';
import { passwordResetMail } from '../mail/password-reset-mail';
import { findUserByEmail } from './find-user';
import { hashPassword } from './passwords';
import { createOutcomeLimiter, ONE_HOUR_MS } from './rate-limits';
import { createResetToken, resetPasswordWithToken } from './reset-tokens';

export const FORGOT_PASSWORD_MESSAGE =
  "If an account with this email exists, you'll receive password reset instructions.";
export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new password reset.';

/** Forgot-password (mail a one-hour, single-use link) and reset-password (spend it). */
export default async function passwordResetRoutes(
  app: FastifyInstance,
  { config, database, overrides }: AreaOptions,
) {
  const db = database.db;
  const mailer = overrides.mailer ?? createMailer(config, app.log);
  const forgotPerEmail = createOutcomeLimiter(app, {
    name: 'forgot-email',
    max: config.rateLimits.forgotPerEmail,
    timeWindowMs: ONE_HOUR_MS,
  });

  /** Runs after the answer is sent, so the answer's timing says nothing about whether the account exists. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = await createResetToken(db, user.id);
    const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(passwordResetMail(user.email, url));
  }

  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        rateLimit: {
          max: config.rateLimits.forgotPerIp,
          timeWindow: ONE_HOUR_MS,
          keyGenerator: (request) => `forgot-ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { email } = parseOrThrow(forgotPasswordSchema, request.body);
      await forgotPerEmail.check(request, reply, email);
      await forgotPerEmail.consume(request, email);
      setImmediate(() => {
        sendResetLink(email).catch((error: unknown) =>
          app.log.error({ err: error }, 'password reset mail failed'),
        );
      });
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post('/api/auth/reset-password', async (request) => {
    const parsed = resetPasswordSchema.safeParse(request.body);
    if (!parsed.success) {
      // The client shows reset errors as a list (spec section 7), so this answer carries an array.
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      throw new HttpError(400, messages[0] ?? 'Invalid request', messages);
    }
    const { token, newPassword } = parsed.data;
    const passwordHash = await hashPassword(newPassword);
    const isReset = await resetPasswordWithToken(db, token, passwordHash);
    if (!isReset) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE, [INVALID_RESET_LINK_MESSAGE]);
    return { success: true, message: 'Password updated successfully' };
  });
}
