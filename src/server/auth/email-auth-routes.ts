import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, signupSchema } from '../../domain/auth-rules';
import { currentUserAnswerSchema, signedInAnswerSchema } from '../../domain/current-user';
import { twoFactorRequiredAnswerSchema } from '../../domain/two-factor-api';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/errors';
import { mailLanguageFor } from '../mail/mail-language';
import { findUserByEmail, findUserById } from './find-user';
import { queueVerificationMail } from './link-mail-tasks';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS, ONE_HOUR_MS } from './rate-limits';
import { registerUser } from './register-user';
import { clearSessionCookie } from './session-plugin';
import { deleteSession } from './session-store';
import { signInAndNotify } from './sign-in-and-notify';
import { startUserSession } from './sign-in-user';
import { startPendingTwoFactor } from './two-factor-pending';
import { isTwoFactorOn } from './two-factor-store';

/** One answer for an unknown e-mail and a wrong password, so a login does not tell who has an account. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** E-mail sign-up, sign-in, sign-out and the current-user check (spec section 7). */
export default async function emailAuthRoutes(
  fastify: FastifyInstance,
  { config, database, mail, tasks }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const limits = config.rateLimits;
  const failedLoginsPerIp = createOutcomeLimiter(app, {
    name: 'login-ip',
    max: limits.loginPerIp,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });
  const failedLoginsPerAccount = createOutcomeLimiter(app, {
    name: 'login-account',
    max: limits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });

  app.get(
    '/api/current-user',
    { schema: { response: { 200: currentUserAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.userId ? await findUserById(db, request.userId) : undefined;
      // A guest is not an error here: a 401 would put a failed request in every guest's console.
      return user ? { success: true, user: toPublicUser(user) } : { success: false, user: null };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        body: signupSchema,
        response: { 201: signedInAnswerSchema, ...errorResponses(400, 409, 429) },
      },
      config: {
        rateLimit: {
          max: limits.registerPerIp,
          timeWindow: ONE_HOUR_MS,
          keyGenerator: (request) => `register-ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      await startUserSession(request, reply, db, config, user.id);
      // Queued: verification never blocks the builder, and a mail server's hiccup fails no sign-up.
      await queueVerificationMail(db, tasks, user, request.id, mailLanguageFor(user, request));
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true, user: toPublicUser(user) });
    },
  );

  const loginSchemas = {
    body: loginSchema,
    response: {
      200: z.union([signedInAnswerSchema, twoFactorRequiredAnswerSchema]),
      ...errorResponses(400, 401, 429),
    },
  };
  app.post('/api/auth/login', { schema: loginSchemas }, async (request, reply) => {
    const input = request.body;
    await failedLoginsPerIp.check(request, reply, request.ip);
    await failedLoginsPerAccount.check(request, reply, input.email);

    const user = await findUserByEmail(db, input.email);
    // Without an account (or without a password) verify against a dummy hash, so both failures take as long.
    const isValid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await dummyPasswordHash(), input.password)) && false;
    if (!user || !isValid) {
      await failedLoginsPerIp.consume(request, request.ip);
      await failedLoginsPerAccount.consume(request, input.email);
      throw new HttpError(401, INVALID_LOGIN_MESSAGE);
    }
    // The password was right; with a second factor on, no session until POST /api/auth/2fa/verify (ADR 0061).
    if (await isTwoFactorOn(db, user.id)) {
      startPendingTwoFactor(reply, config, user.id);
      reply.header('cache-control', 'no-store');
      return { success: false as const, twoFactorRequired: true as const };
    }
    await signInAndNotify(request, reply, { db, config, mail }, user);
    reply.header('cache-control', 'no-store');
    return { success: true as const, user: toPublicUser(user) };
  });

  const logoutSchemas = { response: { 200: z.object({ success: z.literal(true) }) } };
  app.post('/api/auth/logout', { schema: logoutSchemas }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply, config);
    return { success: true as const };
  });
}
