import { createHmac, createPrivateKey } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import type { Database } from '../../db/connection';
import { createOauthAdapter } from './oauth-adapter';
import { INTERACTION_PREFIX, mcpResourceOf, OAUTH_ROUTES } from './oauth-paths';
import { OAUTH_SCOPES } from './oauth-scopes';

/** Access tokens live an hour: a revoked grant also ends them at once (rows deleted), this bounds a leaked one. */
export const ACCESS_TOKEN_TTL_S = 60 * 60;
/** A refresh token lasts 30 days and is rotated at every use (public clients): a stolen one is caught on reuse. */
const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** The grant (what the user allowed) outlives its refresh tokens a little; revoking it in settings ends all. */
const GRANT_TTL_S = 90 * 24 * 60 * 60;

/** Keys derived from SESSION_SECRET, so every process of a fleet signs and reads the provider's cookies alike. */
const derivedKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`oauth:${purpose}`).digest('base64url');

/** PKCS#8 DER header of an Ed25519 private key; the 32 bytes after it are the seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The provider's signing key, derived from SESSION_SECRET so every process of a fleet has the same one. Nothing
 * we issue is signed today (opaque tokens, no ID tokens), but /oauth/jwks must not differ between processes.
 */
function signingKey(secret: string) {
  const seed = createHmac('sha256', secret).update('oauth:jwks').digest();
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return {
    ...key.export({ format: 'jwk' }),
    use: 'sig',
    alg: 'EdDSA',
    kid: derivedKey(secret, 'kid').slice(0, 16),
  };
}

/**
 * The MCP authorization server (ADR 0092): oidc-provider as a plain OAuth 2.1 server for one resource, /mcp.
 * Public clients only (dynamic registration, no secrets, PKCE S256 always), authorization code and refresh
 * tokens, opaque access tokens bound to the /mcp resource (RFC 8707), everything stored in oauth_records.
 * Consent is asked on every authorization (loadExistingGrant): an assistant gets in only after a click.
 */
export function buildOauthProvider(input: { db: Database; appUrl: string; secret: string }): Provider {
  const issuer = new URL(input.appUrl).origin;
  const resource = mcpResourceOf(input.appUrl);
  const provider = new Provider(issuer, {
    adapter: createOauthAdapter(input.db),
    jwks: { keys: [signingKey(input.secret)] },
    routes: OAUTH_ROUTES,
    cookies: {
      keys: [derivedKey(input.secret, 'cookies')],
      // Our cookies (SameSite=Lax); the provider's own interaction cookies are scoped to /oauth by their names' paths.
      long: { sameSite: 'lax' },
      short: { sameSite: 'lax' },
    },
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'EdDSA',
    },
    pkce: { required: () => true },
    // Listed here too, or a client registering with `scope` is refused; the grant holds them both as the
    // provider's own and as the /mcp resource's (interaction-routes.ts), and the access token carries them.
    scopes: ['offline_access', ...OAUTH_SCOPES],
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      revocation: { enabled: true },
      // Bearer tokens only: /mcp checks no proof of possession, so it must not accept a DPoP-bound token.
      dPoP: { enabled: false },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== resource)
            throw new errors.InvalidTarget('the only resource here is the MCP server');
          return {
            scope: OAUTH_SCOPES.join(' '),
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: GRANT_TTL_S,
      RefreshToken: REFRESH_TOKEN_TTL_S,
    },
    // A grant is reused only when the consent step just made it: every authorization asks the user again.
    loadExistingGrant: async (ctx: {
      oidc: { result?: { consent?: { grantId?: string } }; provider: Provider };
    }) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub }) }),
    interactions: {
      url: async (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PREFIX}/${interaction.uid}`,
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out);
    },
  });
  // Behind the same proxy as the rest of the site: X-Forwarded-Proto tells it the request was HTTPS.
  provider.proxy = true;
  return provider;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderErrorPage(out: Record<string, string>): string {
  const lines = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Authorization failed · Resumable</title></head><body><main><h1>Authorization failed</h1>${lines}</main></body></html>`;
}
