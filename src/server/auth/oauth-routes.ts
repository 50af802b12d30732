import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { safeRedirectOr } from '../../domain/redirect';
import { TWO_FACTOR_LOGIN_PATH } from '../../domain/two-factor-api';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { HttpError, notFound } from '../http/errors';
import { saveFlow, takeFlow } from './oauth-flow-cookie';
import { POPUP_SCRIPT, POPUP_SCRIPT_PATH, popupPage } from './oauth-popup-page';
import {
  createIssuerCache,
  OAUTH_PROVIDERS,
  OAUTH_SCOPE,
  type OAuthProvider,
  PROVIDER_LABELS,
  providerConfig,
} from './oauth-providers';
import { type ProviderIdentity, resolveOAuthUser } from './resolve-oauth-user';
import { startUserSession } from './sign-in-user';
import { startPendingTwoFactor } from './two-factor-pending';
import { isTwoFactorOn } from './two-factor-store';

// A bad value is ignored rather than refused: a sign-in link never fails on its query.
const startQuery = z.object({
  redirect: z
    .string()
    .optional()
    .catch(undefined)
    .describe('Same-site path to return to; anything else reads /'),
  popup: z.string().optional().catch(undefined).describe("'true' when opened in a popup"),
});

const startSchemas = {
  querystring: startQuery,
  response: {
    302: z.undefined().describe("To the provider's sign-in page"),
    ...errorResponses(404, 503),
  },
};

const callbackSchemas = {
  response: {
    200: z.string().describe('Popup flow: a page that tells the opener and closes itself (text/html)'),
    302: z.undefined().describe('Same-window flow: to the redirect path, or /login?error=oauth'),
    ...errorResponses(404, 503),
  },
};

const providersAnswerSchema = z.object({
  success: z.literal(true),
  providers: z
    .record(z.enum(OAUTH_PROVIDERS), z.boolean())
    .describe('Which sign-in providers are configured'),
});

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Where each provider's start lives: /api/auth/login (navigation from /login) starts the generic OIDC issuer. */
const START_PATHS: Record<OAuthProvider, string> = {
  google: '/api/auth/google',
  linkedin: '/api/auth/linkedin',
  oidc: '/api/auth/login',
};

/** Google, LinkedIn and generic OIDC sign-in through openid-client: state, nonce and PKCE on every flow. */
export default async function oauthRoutes(fastify: FastifyInstance, { config, database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const issuerFor = createIssuerCache(config);
  const callbackUrl = (provider: OAuthProvider) => `${config.appUrl}/api/auth/${provider}/callback`;

  async function issuerOrThrow(provider: OAuthProvider): Promise<client.Configuration> {
    const pending = issuerFor(provider);
    if (!pending) throw notFound(`${PROVIDER_LABELS[provider]} sign-in is not configured`);
    try {
      return await pending;
    } catch (error) {
      app.log.error({ err: error, provider }, 'OIDC discovery failed');
      throw new HttpError(
        503,
        `${PROVIDER_LABELS[provider]} sign-in is unavailable right now. Please try again later.`,
      );
    }
  }

  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: providersAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const providers = Object.fromEntries(
        OAUTH_PROVIDERS.map((p) => [p, Boolean(providerConfig(config, p))]),
      ) as Record<OAuthProvider, boolean>;
      return { success: true as const, providers };
    },
  );

  const popupScriptSchemas = {
    response: { 200: z.string().describe('The popup page script (text/javascript)') },
  };
  app.get(POPUP_SCRIPT_PATH, { schema: popupScriptSchemas }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
  );

  for (const provider of OAUTH_PROVIDERS) {
    app.get(START_PATHS[provider], { schema: startSchemas }, async (request, reply) => {
      const issuer = await issuerOrThrow(provider);
      const query = request.query;
      const verifier = client.randomPKCECodeVerifier();
      const flow = {
        provider,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        redirect: safeRedirectOr(query.redirect),
        isPopup: query.popup === 'true',
      };
      saveFlow(reply, config, flow);
      const url = client.buildAuthorizationUrl(issuer, {
        redirect_uri: callbackUrl(provider),
        scope: OAUTH_SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    });

    app.get(`/api/auth/${provider}/callback`, { schema: callbackSchemas }, async (request, reply) => {
      const issuer = await issuerOrThrow(provider);
      const flow = takeFlow(request, reply, config);
      if (!flow || flow.provider !== provider)
        return finish(reply, { isSuccess: false, isPopup: true, redirect: '/' });
      try {
        const identity = await readIdentity(request, issuer, provider, flow);
        const user = await resolveOAuthUser(db, identity);
        // The provider is the first factor; with a second one on, /login asks for the code (ADR 0061).
        if (await isTwoFactorOn(db, user.id)) {
          startPendingTwoFactor(reply, config, user.id);
          return finish(reply, { isSuccess: true, isPopup: flow.isPopup, redirect: TWO_FACTOR_LOGIN_PATH });
        }
        await startUserSession(request, reply, db, config, user.id);
        return finish(reply, { isSuccess: true, isPopup: flow.isPopup, redirect: flow.redirect });
      } catch (error) {
        request.log.warn({ err: error, provider }, 'OAuth sign-in failed');
        return finish(reply, { isSuccess: false, isPopup: flow.isPopup, redirect: flow.redirect });
      }
    });
  }

  async function readIdentity(
    request: FastifyRequest,
    issuer: client.Configuration,
    provider: OAuthProvider,
    flow: { state: string; nonce: string; verifier: string },
  ): Promise<ProviderIdentity> {
    const currentUrl = new URL(request.url, config.appUrl);
    const tokens = await client.authorizationCodeGrant(
      issuer,
      new URL(currentUrl.search, callbackUrl(provider)),
      {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (!optionalText(claims.email)) {
      const info = await client.fetchUserInfo(issuer, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
    return {
      provider,
      subject: idClaims.sub,
      email: optionalText(claims.email),
      isEmailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: optionalText(claims.given_name),
      lastName: optionalText(claims.family_name),
      pictureUrl: optionalText(claims.picture)?.startsWith('https://') ? String(claims.picture) : undefined,
    };
  }

  function finish(reply: FastifyReply, outcome: { isSuccess: boolean; isPopup: boolean; redirect: string }) {
    reply.header('cache-control', 'no-store');
    if (outcome.isPopup) {
      // The popup reaches this page through the provider's (cross-origin) pages; under the app-wide COOP it
      // would lose window.opener, so it could neither tell the opener nor close itself.
      return reply
        .header('cross-origin-opener-policy', 'unsafe-none')
        .type('text/html; charset=utf-8')
        .send(popupPage(outcome));
    }
    const target = outcome.isSuccess ? outcome.redirect : '/login?error=oauth';
    return reply.redirect(target, 302);
  }
}
