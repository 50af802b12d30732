import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { bearerCall, createToken } from '../../../tests/support/token-test-helpers';
import { WRONG_PASSWORD_MESSAGE } from '../../domain/account-api';
import { SECOND_FACTOR_REQUIRED_MESSAGE, type TokenSummary } from '../../domain/personal-token-api';
import { personalTokens } from '../db/schema';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    logs += chunk.toString('utf8');
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.database.db);
  const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  return { user, cookie, call: callAs(t, cookie) };
}

const listTokens = async (cookie: string) => {
  const response = await callAs(t, cookie)('GET', '/api/account/tokens');
  expect(response.statusCode).toBe(200);
  return (response.json() as { tokens: TokenSummary[] }).tokens;
};

describe('personal access tokens: the contract', () => {
  it('needs a signed-in user', async () => {
    const guest = callAs(t, null);
    expect((await guest('GET', '/api/account/tokens')).statusCode).toBe(401);
    const body = { name: 'x', scope: 'read', expiresInDays: 30, password: TEST_PASSWORD };
    expect((await guest('POST', '/api/account/tokens', body)).statusCode).toBe(401);
    expect(
      (await guest('DELETE', '/api/account/tokens/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(401);
  });

  it('creates a token shown once (201), stores only its hash, and lists it without any secret', async () => {
    const { user, cookie } = await signedIn();
    const before = Date.now();
    const created = await createToken(t, cookie, { name: 'Claude', scope: 'read', expiresInDays: 90 });
    expect(created.secret).toMatch(/^rsm_[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(created.token).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scope'].sort(),
    );
    expect(created.token).toMatchObject({ name: 'Claude', scope: 'read', lastUsedAt: null });
    const expiresIn = Date.parse(created.token.expiresAt ?? '') - before;
    expect(Math.round(expiresIn / 86_400_000)).toBe(90);

    const [row] = await t.database.db.select().from(personalTokens).where(eq(personalTokens.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const listResponse = await callAs(t, cookie)('GET', '/api/account/tokens');
    expect(listResponse.body).not.toContain(created.secret);
    expect(listResponse.body).not.toContain(row?.tokenHash ?? 'none');
    expect((listResponse.json() as { tokens: TokenSummary[] }).tokens).toEqual([created.token]);

    const forever = await createToken(t, cookie, { name: 'Script', expiresInDays: null });
    expect(forever.token.expiresAt).toBeNull();
    expect((await listTokens(cookie)).map((token) => token.name)).toEqual(['Claude', 'Script']);
  });

  it('refuses a bad name, scope or expiry with 400', async () => {
    const { call } = await signedIn();
    const base = { name: 'Claude', scope: 'write', expiresInDays: 30, password: TEST_PASSWORD };
    for (const bad of [
      { name: '  ' },
      { scope: 'admin' },
      { expiresInDays: 7 },
      { expiresInDays: undefined },
    ]) {
      const response = await call('POST', '/api/account/tokens', { ...base, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('needs the password, and counts wrong ones', async () => {
    const { cookie, call } = await signedIn();
    const base = { name: 'Claude', scope: 'write', expiresInDays: 30 };
    expect((await call('POST', '/api/account/tokens', base)).statusCode).toBe(400);
    const wrong = await call('POST', '/api/account/tokens', { ...base, password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: WRONG_PASSWORD_MESSAGE });
    expect(await listTokens(cookie)).toEqual([]);
  });

  it('asks a provider-only account for a recent sign-in instead of a password', async () => {
    const user = await createUser(t.database.db, { password: null });
    const { createSession } = await import('../auth/session-store');
    const { token } = await createSession(t.database.db, user.id);
    const fresh = await createToken(t, `sid=${token}`, { password: undefined });
    expect(fresh.token.name).toBe('Claude');
  });

  it('asks for the second factor when it is on', async () => {
    const { cookie, call } = await signedIn();
    const setup = await call('POST', '/api/auth/2fa/totp/setup');
    const { secret } = setup.json() as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const enabled = await call('POST', '/api/auth/2fa/totp/enable', {
      code: totp.generate({ timestamp: Date.now() - 30_000 }),
    });
    expect(enabled.statusCode).toBe(200);
    const base = { name: 'Claude', scope: 'write', expiresInDays: 30, password: TEST_PASSWORD };
    const withoutCode = await call('POST', '/api/account/tokens', base);
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({ error: SECOND_FACTOR_REQUIRED_MESSAGE });
    expect((await call('POST', '/api/account/tokens', { ...base, code: '000000' })).statusCode).toBe(400);
    expect(await listTokens(cookie)).toEqual([]);
    const created = await call('POST', '/api/account/tokens', { ...base, code: totp.generate() });
    expect(created.statusCode, created.body).toBe(201);
  });

  it("revokes a token (200) and answers 404 for an unknown one or another user's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const tokenA = await createToken(t, a.cookie);
    expect((await b.call('DELETE', `/api/account/tokens/${tokenA.token.id}`)).statusCode).toBe(404);
    expect((await a.call('DELETE', '/api/account/tokens/not-a-uuid')).statusCode).toBe(404);
    expect((await bearerCall(t, tokenA.secret)('GET', '/api/current-user')).statusCode).toBe(200);
    const revoked = await a.call('DELETE', `/api/account/tokens/${tokenA.token.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true });
    expect(await listTokens(a.cookie)).toEqual([]);
    expect((await bearerCall(t, tokenA.secret)('GET', '/api/current-user')).statusCode).toBe(401);
  });

  it('records when a token was last used, at most once a minute', async () => {
    const { cookie } = await signedIn();
    const { secret, token } = await createToken(t, cookie);
    expect((await bearerCall(t, secret)('GET', '/api/account/tokens')).statusCode).toBe(200);
    const [first] = await listTokens(cookie);
    expect(first?.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(first?.lastUsedAt ?? '')).toBeLessThan(10_000);
    await bearerCall(t, secret)('GET', '/api/current-user');
    const [second] = await listTokens(cookie);
    expect(second?.lastUsedAt).toBe(first?.lastUsedAt);
    // A minute later it is written again.
    const old = new Date(Date.now() - 120_000);
    await t.database.db
      .update(personalTokens)
      .set({ lastUsedAt: old })
      .where(eq(personalTokens.id, token.id));
    await bearerCall(t, secret)('GET', '/api/current-user');
    const [third] = await listTokens(cookie);
    expect(Date.parse(third?.lastUsedAt ?? '')).toBeGreaterThan(old.getTime() + 60_000);
  });

  it('"sign out everywhere" revokes every token, and says how many', async () => {
    const { cookie, call } = await signedIn();
    const one = await createToken(t, cookie);
    await createToken(t, cookie, { name: 'Script' });
    const response = await call('POST', '/api/sessions/revoke-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ended: 0, tokensRevoked: 2 });
    expect(await listTokens(cookie)).toEqual([]);
    expect((await bearerCall(t, one.secret)('GET', '/api/current-user')).statusCode).toBe(401);
  });

  it('deleting the account deletes its tokens', async () => {
    const { user, cookie, call } = await signedIn();
    const { secret } = await createToken(t, cookie);
    const deleted = await call('DELETE', '/api/account', {
      password: TEST_PASSWORD,
      confirmEmail: user.email,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await t.database.db.select().from(personalTokens).where(eq(personalTokens.userId, user.id));
    expect(rows).toEqual([]);
    expect((await bearerCall(t, secret)('GET', '/api/current-user')).statusCode).toBe(401);
  });

  it('never writes a secret to the logs, used or refused', async () => {
    const { cookie } = await signedIn();
    const { secret } = await createToken(t, cookie);
    await bearerCall(t, secret)('GET', '/api/resume-drafts/00000000-0000-4000-8000-000000000000');
    await bearerCall(t, `${secret}x`)('GET', '/api/current-user');
    await bearerCall(t, secret)('GET', `/api/current-user?token=${secret}`);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(secret.slice(4));
  });
});
