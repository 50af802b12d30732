import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { signedInAnswerSchema } from '../../domain/current-user';
import {
  disableTotpSchema,
  recoveryCodesAnswerSchema,
  TWO_FACTOR_SESSION_EXPIRED_MESSAGE,
  totpCodeSchema,
  totpSetupAnswerSchema,
  twoFactorStatusSchema,
  WRONG_CODE_MESSAGE,
} from '../../domain/two-factor-api';
import { findUserById } from '../auth/find-user';
import { toPublicUser } from '../auth/public-user';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS, ONE_HOUR_MS } from '../auth/rate-limits';
import { newRecoveryCodes } from '../auth/recovery-codes';
import { requireUserId } from '../auth/session-plugin';
import { signInAndNotify } from '../auth/sign-in-and-notify';
import { newTotpSecret, otpauthUrl } from '../auth/totp';
import { clearPendingTwoFactor, readPendingTwoFactor } from '../auth/two-factor-pending';
import {
  disableTwoFactor,
  isTwoFactorOn,
  replaceRecoveryCodes,
  saveTotpSetup,
  spendSecondFactor,
  spendTotpCode,
} from '../auth/two-factor-store';
import { twoFactorSummary } from '../auth/two-factor-summary';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors';
import { reauthenticate } from './reauthenticate';

export const ALREADY_ENABLED_MESSAGE = 'Two-factor sign-in is already on';
export const NOT_ENABLED_MESSAGE = 'Two-factor sign-in is not on';

const wrongCode = () => badRequest(WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });

/**
 * Two-factor sign-in with an authenticator app (issue 18, item 3): set up (secret + QR), enable with a first
 * code (answers the recovery codes, once), the sign-in's second step, and turning it off (password and a code).
 * Wrong codes count per account like failed logins; codes and secrets never reach the logs (bodies are not
 * logged, and the answers that carry them are not either).
 */
export default async function twoFactorRoutes(
  fastify: FastifyInstance,
  { config, database, mail }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  // main.ts always resolves one (generated under DATA_DIR when unset); an app built without it cannot seal secrets.
  if (!config.sessionSecret) throw new Error('Two-factor sign-in needs SESSION_SECRET');
  const serverSecret = config.sessionSecret;
  const wrongCodes = createOutcomeLimiter(app, {
    name: 'two-factor-code',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });
  const wrongPasswords = createOutcomeLimiter(app, {
    name: 'two-factor-password',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });

  app.get(
    '/api/auth/2fa/status',
    { schema: { response: { 200: twoFactorStatusSchema, ...errorResponses(401) } } },
    async (request) => {
      const summary = await twoFactorSummary(db, requireUserId(request));
      return {
        success: true as const,
        totpEnabled: summary.totpEnabled,
        recoveryCodesLeft: summary.recoveryCodesLeft,
      };
    },
  );

  app.post(
    '/api/auth/2fa/totp/setup',
    {
      // Each set-up writes a new secret: bounded per account so it cannot be used to churn the table.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: ONE_HOUR_MS,
          keyGenerator: (request) => `totp-setup:${request.userId ?? request.ip}`,
        },
      },
      schema: { response: { 200: totpSetupAnswerSchema, ...errorResponses(401, 403, 409, 429) } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (await isTwoFactorOn(db, userId)) throw conflict(ALREADY_ENABLED_MESSAGE);
      const secret = newTotpSecret();
      await saveTotpSetup(db, userId, secret, serverSecret);
      const url = otpauthUrl(secret, user.email);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        secret,
        otpauthUrl: url,
        qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 220 }),
      };
    },
  );

  app.post(
    '/api/auth/2fa/totp/enable',
    {
      schema: {
        body: totpCodeSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      if (await isTwoFactorOn(db, userId)) throw conflict(ALREADY_ENABLED_MESSAGE);
      await wrongCodes.check(request, reply, userId);
      if (!(await spendTotpCode(db, userId, request.body.code, serverSecret, { pending: true }))) {
        await wrongCodes.consume(request, userId);
        throw wrongCode();
      }
      const recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(db, userId, recoveryCodes);
      reply.header('cache-control', 'no-store');
      return { success: true as const, recoveryCodes };
    },
  );

  app.post(
    '/api/auth/2fa/totp/disable',
    {
      schema: {
        body: disableTotpSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (!(await isTwoFactorOn(db, userId))) throw conflict(NOT_ENABLED_MESSAGE);
      await reauthenticate(db, request, reply, wrongPasswords, user, request.body.password);
      await wrongCodes.check(request, reply, userId);
      if (!(await spendSecondFactor(db, userId, request.body.code, serverSecret))) {
        await wrongCodes.consume(request, userId);
        throw wrongCode();
      }
      await disableTwoFactor(db, userId);
      return { success: true as const };
    },
  );

  // The sign-in's second step: no session yet, only the pending cookie set by POST /api/auth/login.
  app.post(
    '/api/auth/2fa/verify',
    {
      schema: {
        body: totpCodeSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const userId = readPendingTwoFactor(request);
      if (!userId) throw new HttpError(401, TWO_FACTOR_SESSION_EXPIRED_MESSAGE);
      await wrongCodes.check(request, reply, userId);
      if (!(await spendSecondFactor(db, userId, request.body.code, serverSecret))) {
        await wrongCodes.consume(request, userId);
        throw wrongCode();
      }
      const user = await findUserById(db, userId);
      if (!user) throw new HttpError(401, TWO_FACTOR_SESSION_EXPIRED_MESSAGE);
      clearPendingTwoFactor(reply, config);
      await signInAndNotify(request, reply, { db, config, mail }, user);
      reply.header('cache-control', 'no-store');
      return { success: true as const, user: toPublicUser(user) };
    },
  );
}
