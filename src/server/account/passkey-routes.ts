import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAnswerSchema } from '../../domain/current-user';
import {
  PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  PASSKEY_SIGN_IN_FAILED_MESSAGE,
  passkeyAnswerSchema,
  passkeyListAnswerSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  renamePasskeySchema,
  webAuthnOptionsAnswerSchema,
} from '../../domain/passkey-api';
import { describeDevice, UNKNOWN_DEVICE } from '../auth/describe-device';
import { findUserById } from '../auth/find-user';
import { toPublicUser } from '../auth/public-user';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS, ONE_HOUR_MS } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import { signInAndNotify } from '../auth/sign-in-and-notify';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, HttpError, notFound, unauthorized } from '../http/errors';
import {
  addPasskey,
  findPasskeyByCredentialId,
  listPasskeys,
  recordPasskeyUse,
  removePasskey,
  renamePasskey,
  toPasskeySummary,
} from './passkey-store';
import { rememberChallenge, takeChallenge } from './webauthn-challenge';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PASSKEY_NOT_FOUND_MESSAGE = 'Passkey not found';
const defaultName = (device: string) => (device === UNKNOWN_DEVICE ? 'Passkey' : `Passkey on ${device}`);
const idParams = z.object({ id: z.string().max(100).describe("The passkey's id") });

/**
 * Passkeys (issue 18, item 3): add (options, then the browser's credential), list, rename, remove, and sign in
 * with a passkey alone (a discoverable credential with user verification is both factors). The relying party is
 * APP_URL's host; the expected origin is APP_URL's origin.
 */
export default async function passkeyRoutes(
  fastify: FastifyInstance,
  { config, database, mail }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const origin = new URL(config.appUrl).origin;
  const rpID = new URL(config.appUrl).hostname;
  const failedSignInsPerIp = createOutcomeLimiter(app, {
    name: 'passkey-sign-in-ip',
    max: config.rateLimits.loginPerIp,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });
  const perUserHourly = {
    rateLimit: {
      max: 30,
      timeWindow: ONE_HOUR_MS,
      keyGenerator: (request: { userId: string | null; ip: string }) =>
        `passkey-add:${request.userId ?? request.ip}`,
    },
  };

  app.get(
    '/api/account/passkeys',
    { schema: { response: { 200: passkeyListAnswerSchema, ...errorResponses(401) } } },
    async (request) => {
      const rows = await listPasskeys(db, requireUserId(request));
      return { success: true as const, passkeys: rows.map(toPasskeySummary) };
    },
  );

  app.post(
    '/api/account/passkeys/options',
    {
      config: perUserHourly,
      schema: { response: { 200: webAuthnOptionsAnswerSchema, ...errorResponses(401, 403, 429) } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const existing = await listPasskeys(db, userId);
      const options = await generateRegistrationOptions({
        rpName: 'Resumable',
        rpID,
        userName: user.email,
        userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransport[],
        })),
        // Discoverable, so the passkey alone can sign in later without typing the e-mail.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      rememberChallenge(reply, config, 'register', options.challenge, userId);
      return { success: true as const, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/api/account/passkeys',
    {
      config: perUserHourly,
      schema: {
        body: registerPasskeySchema,
        response: { 201: passkeyAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const expectedChallenge = takeChallenge(request, reply, config, 'register', userId);
      if (!expectedChallenge) throw badRequest(PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
      const response = request.body.credential as unknown as RegistrationResponseJSON;
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch((error: unknown) => {
        request.log.info({ err: error }, 'passkey registration refused');
        return { verified: false as const };
      });
      if (!verification.verified) throw badRequest(PASSKEY_NOT_VERIFIED_MESSAGE);
      const { credential } = verification.registrationInfo;
      if (await findPasskeyByCredentialId(db, credential.id))
        throw new HttpError(409, 'This passkey is already added');
      const row = await addPasskey(db, {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: request.body.name ?? defaultName(describeDevice(request.headers['user-agent'])),
      });
      return reply.status(201).send({ success: true as const, passkey: toPasskeySummary(row) });
    },
  );

  app.patch(
    '/api/account/passkeys/:id',
    {
      attachValidation: true,
      schema: {
        params: idParams,
        body: renamePasskeySchema,
        response: { 200: passkeyAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (!UUID.test(request.params.id)) throw notFound(PASSKEY_NOT_FOUND_MESSAGE);
      if (request.validationError) throw badRequest(request.validationError.message);
      const row = await renamePasskey(db, userId, request.params.id, request.body.name);
      if (!row) throw notFound(PASSKEY_NOT_FOUND_MESSAGE);
      return { success: true as const, passkey: toPasskeySummary(row) };
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (!UUID.test(request.params.id) || !(await removePasskey(db, userId, request.params.id)))
        throw notFound(PASSKEY_NOT_FOUND_MESSAGE);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/passkey/options',
    {
      config: {
        rateLimit: {
          max: config.rateLimits.loginPerIp,
          timeWindow: FIFTEEN_MINUTES_MS,
          keyGenerator: (r) => `passkey-options:${r.ip}`,
        },
      },
      schema: { response: { 200: webAuthnOptionsAnswerSchema, ...errorResponses(403, 429) } },
    },
    async (_request, reply) => {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      rememberChallenge(reply, config, 'sign-in', options.challenge);
      return { success: true as const, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/api/auth/passkey/verify',
    {
      schema: {
        body: passkeySignInSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await failedSignInsPerIp.check(request, reply, request.ip);
      const expectedChallenge = takeChallenge(request, reply, config, 'sign-in');
      if (!expectedChallenge) throw badRequest(PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
      const response = request.body.credential as unknown as AuthenticationResponseJSON;
      const stored = await findPasskeyByCredentialId(db, response.id);
      const refuse = async () => {
        await failedSignInsPerIp.consume(request, request.ip);
        return new HttpError(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
      };
      if (!stored) throw await refuse();
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          transports: stored.transports as AuthenticatorTransport[],
        },
        requireUserVerification: false,
      }).catch((error: unknown) => {
        request.log.info({ err: error }, 'passkey sign-in refused');
        return { verified: false as const, authenticationInfo: undefined };
      });
      if (!verification.verified || !verification.authenticationInfo) throw await refuse();
      await recordPasskeyUse(db, stored.id, verification.authenticationInfo.newCounter);
      const user = await findUserById(db, stored.userId);
      if (!user) throw await refuse();
      await signInAndNotify(request, reply, { db, config, mail }, user);
      reply.header('cache-control', 'no-store');
      return { success: true as const, user: toPublicUser(user) };
    },
  );
}
