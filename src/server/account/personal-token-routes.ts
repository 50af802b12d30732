import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdTokenAnswerSchema,
  createTokenSchema,
  MAX_TOKENS_PER_USER,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  TOKEN_NOT_FOUND_MESSAGE,
  TOO_MANY_TOKENS_MESSAGE,
  tokenListAnswerSchema,
} from '../../domain/personal-token-api';
import { WRONG_CODE_MESSAGE } from '../../domain/two-factor-api';
import { findUserById } from '../auth/find-user';
import {
  countPersonalTokens,
  createPersonalToken,
  deletePersonalToken,
  listPersonalTokens,
  toTokenSummary,
} from '../auth/personal-token-store';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import { isTwoFactorOn, spendSecondFactor } from '../auth/two-factor-store';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors';
import { reauthenticate } from './reauthenticate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().max(100).describe("The token's id") });

/**
 * Personal access tokens (issue 34, ADR 0086): create (with the password, or a fresh sign-in for a provider-only
 * account, and the second factor when it is on, as other changes to how the account signs in), list, revoke.
 * The secret is in the creation's answer only; bodies and answers are never logged, and a request's
 * Authorization header is redacted from every log line (app.ts).
 */
export default async function personalTokenRoutes(
  fastify: FastifyInstance,
  { config, database }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  if (!config.sessionSecret) throw new Error('Personal tokens need SESSION_SECRET (second-factor codes)');
  const serverSecret = config.sessionSecret;
  const wrongPasswords = createOutcomeLimiter(app, {
    name: 'token-password',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });
  const wrongCodes = createOutcomeLimiter(app, {
    name: 'token-code',
    max: config.rateLimits.loginPerAccount,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });

  app.post(
    '/api/account/tokens',
    {
      schema: {
        body: createTokenSchema,
        response: { 201: createdTokenAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      await reauthenticate(db, request, reply, wrongPasswords, user, request.body.password);
      if (await isTwoFactorOn(db, userId)) {
        const code = request.body.code;
        if (!code) throw badRequest(SECOND_FACTOR_REQUIRED_MESSAGE, { code: SECOND_FACTOR_REQUIRED_MESSAGE });
        await wrongCodes.check(request, reply, userId);
        if (!(await spendSecondFactor(db, userId, code, serverSecret))) {
          await wrongCodes.consume(request, userId);
          throw badRequest(WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
        }
      }
      if ((await countPersonalTokens(db, userId)) >= MAX_TOKENS_PER_USER)
        throw conflict(TOO_MANY_TOKENS_MESSAGE);
      const { row, secret } = await createPersonalToken(db, {
        userId,
        name: request.body.name,
        scope: request.body.scope,
        expiresInDays: request.body.expiresInDays,
      });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true as const, token: toTokenSummary(row), secret });
    },
  );

  app.get(
    '/api/account/tokens',
    { schema: { response: { 200: tokenListAnswerSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const rows = await listPersonalTokens(db, requireUserId(request));
      reply.header('cache-control', 'no-store');
      return { success: true as const, tokens: rows.map(toTokenSummary) };
    },
  );

  app.delete(
    '/api/account/tokens/:id',
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (!UUID.test(request.params.id) || !(await deletePersonalToken(db, userId, request.params.id)))
        throw notFound(TOKEN_NOT_FOUND_MESSAGE);
      return { success: true as const };
    },
  );
}
