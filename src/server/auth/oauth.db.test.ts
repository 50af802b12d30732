import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { sessionCookieFrom } from '../../../tests/support/auth-test-helpers';
import { TWO_FACTOR_LOGIN_PATH } from '../../domain/two-factor-api';
import { oauthAccounts, users } from '../db/schema';

let provider: OAuth2Server;
let t: TestApp;
/** The identity the local provider puts in its next tokens. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  const issuer = provider.issuer.url ?? '';
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER_URL: issuer,
      LINKEDIN_CLIENT_ID: 'linkedin-client',
      LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      LINKEDIN_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: 'oidc-client',
      OIDC_ISSUER_URL: issuer,
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

let counter = 0;
beforeEach(() => {
  counter += 1;
  identity = {
    sub: `subject-${Date.now()}-${counter}`,
    email: `oauth-${Date.now()}-${counter}@example.com`,
    email_verified: true,
    given_name: 'Ola',
    family_name: 'Nordmann',
  };
});

const flowCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === 'oauth_flow');
  return cookie ? `oauth_flow=${cookie.value}` : '';
};

/** Start -> provider's authorize endpoint -> our callback, as a browser would follow the redirects. */
async function signInWith(startUrl: string, options: { cookie?: string; tamper?: (url: URL) => void } = {}) {
  const start = await t.app.inject({ method: 'GET', url: startUrl });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(String(atProvider.headers.get('location')));
  options.tamper?.(callback);
  const cookies = [flowCookie(start), options.cookie].filter(Boolean).join('; ');
  const done = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookies },
  });
  return { start, authorize, done };
}

const currentUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } })).json();

describe('provider sign-in', () => {
  it('starts with state, nonce and PKCE toward the configured issuer and a signed flow cookie', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google?redirect=/dashboard&popup=true',
    });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(new URL(provider.issuer.url ?? '').origin);
    expect(url.searchParams.get('client_id')).toBe('google-client');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const key of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(key)).toBeTruthy();
    const cookie = start.cookies.find((c) => c.name === 'oauth_flow');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    // Signed, so the callback can trust what comes back; the value is the browser's own (HttpOnly) secret.
    expect(cookie?.value).toMatch(/\.[A-Za-z0-9+/]{40,}=*$/);
  });

  it('creates a verified account through the popup flow and renders the popup page with the redirect', async () => {
    const { done } = await signInWith('/api/auth/google?redirect=/write/preview&popup=true');
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('src="/api/auth/popup-done.js"');
    expect(done.body).toContain('data-redirect="/write/preview"');
    expect(done.body).toContain('data-status="success"');
    expect(done.body).not.toMatch(/<script>[^<]/);
    const me = await currentUser(sessionCookieFrom(done));
    expect(me.user).toMatchObject({
      email: identity.email,
      firstName: 'Ola',
      lastName: 'Nordmann',
      authProvider: 'google',
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(identity.email)));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();
  });

  it('serves the popup script as a file the CSP allows', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/auth/popup-done.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("type: 'oauth:success'");
    expect(script.body).toContain("localStorage.setItem('oauth:success'");
  });

  it('signs in the same account again for the same identity; non-popup redirects 302 to the target', async () => {
    const first = await signInWith('/api/auth/linkedin?redirect=/dashboard');
    expect(first.done.statusCode).toBe(302);
    expect(first.done.headers.location).toBe('/dashboard');
    const firstUser = await currentUser(sessionCookieFrom(first.done));
    identity.email = 'changed-at-provider@example.com';
    const second = await signInWith('/api/auth/linkedin');
    expect(second.done.headers.location).toBe('/');
    expect((await currentUser(sessionCookieFrom(second.done))).user.id).toBe(firstUser.user.id);
  });

  it('refuses an unsafe redirect and uses /', async () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const { done } = await signInWith(`/api/auth/google?redirect=${encodeURIComponent(target)}`);
      expect(done.headers.location).toBe('/');
    }
  });

  it('runs the generic OIDC issuer from /api/auth/login', async () => {
    const { authorize, done } = await signInWith('/api/auth/login');
    expect(authorize.searchParams.get('client_id')).toBe('oidc-client');
    expect(done.statusCode).toBe(302);
    expect((await currentUser(sessionCookieFrom(done))).user.authProvider).toBe('oidc');
  });

  it('fails without the flow cookie, with a tampered state, or a tampered cookie, and signs nobody in', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    const noCookie = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(sessionCookieFrom(noCookie)).toBe('');
    expect(noCookie.body).toContain('data-status="failed"');

    const badState = await signInWith('/api/auth/google', {
      tamper: (url) => url.searchParams.set('state', 'forged'),
    });
    expect(badState.done.headers.location).toBe('/login?error=oauth');
    expect(sessionCookieFrom(badState.done)).toBe('');

    const forgedCookie = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${flowCookie(start).replace(/\.[^.]+$/, '.forgedsignature')}` },
    });
    expect(sessionCookieFrom(forgedCookie)).toBe('');
  });
});

describe('provider sign-in with two-factor on (ADR 0061)', () => {
  it('starts no session but the code step, and the code completes the sign-in', async () => {
    const first = await signInWith('/api/auth/google?redirect=/dashboard');
    const cookie = sessionCookieFrom(first.done);
    const userId = (await currentUser(cookie)).user.id as string;
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/totp/setup',
      headers: { cookie },
    });
    const { secret } = setup.json() as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/totp/enable',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: totp.generate({ timestamp: Date.now() - 30_000 }) }),
    });
    expect(enable.statusCode, enable.body).toBe(200);

    const again = await signInWith('/api/auth/google?redirect=/dashboard');
    expect(again.done.statusCode).toBe(302);
    expect(again.done.headers.location).toBe(TWO_FACTOR_LOGIN_PATH);
    expect(sessionCookieFrom(again.done)).toBe('');
    const pending = again.done.cookies.find((c) => c.name === 'tfa');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers: { cookie: `tfa=${pending?.value}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: totp.generate() }),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await currentUser(sessionCookieFrom(verify))).user.id).toBe(userId);
  });
});

describe('account linking (ADR 0004)', () => {
  it('joins a password account with a proven e-mail when the provider verified it, keeping the password', async () => {
    const user = await createUser(t.database.db, { emailVerifiedAt: new Date() });
    const session = await sessionCookieFor(t.database.db, user.id);
    identity.email = user.email.toUpperCase();
    const { done } = await signInWith('/api/auth/google');
    expect((await currentUser(sessionCookieFrom(done))).user.id).toBe(user.id);
    expect((await currentUser(session)).user?.id).toBe(user.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    const links = await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links.map((l) => l.provider)).toEqual(['google']);
  });

  it('removes the password and sessions of an unproven password account when a verified identity joins', async () => {
    const squatter = await createUser(t.database.db);
    const squatterSession = await sessionCookieFor(t.database.db, squatter.id);
    // Used once first, so the process's session cache knows it: the takeover must end it there too.
    expect((await currentUser(squatterSession)).user.id).toBe(squatter.id);
    identity.email = squatter.email;
    const { done } = await signInWith('/api/auth/google');
    expect((await currentUser(sessionCookieFrom(done))).user.id).toBe(squatter.id);
    expect((await currentUser(squatterSession)).user).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('does not join an account when the provider did not verify the e-mail', async () => {
    const user = await createUser(t.database.db);
    identity.email = user.email;
    identity.email_verified = false;
    const { done } = await signInWith('/api/auth/google');
    expect(done.headers.location).toBe('/login?error=oauth');
    expect(sessionCookieFrom(done)).toBe('');
    const links = await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).not.toBeNull();
  });

  it('creates an unverified account for an unverified new e-mail, which a later password sign-up cannot take', async () => {
    identity.email_verified = false;
    const { done } = await signInWith('/api/auth/google');
    const me = await currentUser(sessionCookieFrom(done));
    expect(me.user.email).toBe(identity.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.emailVerifiedAt).toBeNull();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        firstName: 'Eve',
        lastName: 'Other',
        email: identity.email,
        password: 'Takeover-pass-1',
      }),
    });
    expect(signup.statusCode).toBe(409);
  });
});

describe('unconfigured providers', () => {
  it('answer 404 JSON and are reported as not configured', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      const providers = await bare.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toEqual({
        success: true,
        providers: { google: false, linkedin: false, oidc: false },
      });
      const google = await bare.app.inject({ method: 'GET', url: '/api/auth/google?popup=true' });
      expect(google.statusCode).toBe(404);
      expect(google.json()).toEqual({
        success: false,
        code: 'provider_not_configured',
        error: 'Google sign-in is not configured',
      });
      const linkedin = await bare.app.inject({
        method: 'GET',
        url: '/api/auth/linkedin/callback?code=x&state=y',
      });
      expect(linkedin.json().error).toBe('LinkedIn sign-in is not configured');
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/login' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
    const configured = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(configured.json().providers).toEqual({ google: true, linkedin: true, oidc: true });
  });
});
