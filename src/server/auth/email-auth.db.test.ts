import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePlan, createUser, sessionCookieFor, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { sessionCookieFrom } from '../../../tests/support/auth-test-helpers';
import { sessions, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } });

const signup = (overrides: Record<string, unknown> = {}) => ({
  firstName: '  Grace ',
  lastName: 'Hopper',
  email: `  Grace.${Math.random().toString(36).slice(2)}@Example.COM `,
  password: 'Compiler-1952',
  ...overrides,
});

describe('POST /api/auth/register', () => {
  it('creates a trimmed, lower-cased account, signs in, and answers no hash or token', async () => {
    const body = signup();
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.success).toBe(true);
    expect(answer.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: body.email.trim().toLowerCase(),
    });
    expect(Object.keys(answer.user).sort()).toEqual(
      [
        'authProvider',
        'email',
        'firstName',
        'id',
        'interfaceLanguage',
        'lastName',
        'planType',
        'profileImageUrl',
        'purchaseAmount',
        'subscriptionCancelledAt',
        'subscriptionExpiresAt',
        'subscriptionStatus',
      ].sort(),
    );
    expect(response.body).not.toMatch(/argon2|passwordHash|token/i);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.userId, answer.user.id));
    expect(stored?.sid).not.toBe(cookie?.value);
    expect((await currentUser(sessionCookieFrom(response))).json().user.id).toBe(answer.user.id);
  });

  it('answers 409 for an e-mail taken in any case', async () => {
    const first = signup();
    expect((await post('/api/auth/register', first)).statusCode).toBe(201);
    const again = await post('/api/auth/register', signup({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'email_taken',
      error: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
  });

  it('answers 400 with the spec messages per field and creates nothing', async () => {
    const before = await t.database.db.select().from(users);
    const response = await post('/api/auth/register', {
      firstName: ' A ',
      lastName: 'x'.repeat(51),
      email: 'not-an-email',
      password: 'alllowercase1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be less than 50 characters',
      email: 'Please enter a valid email address',
      password: 'Password must contain at least one uppercase letter',
    });
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses bad input shapes with 400 and changes nothing', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const cases: unknown[] = [
      {},
      [],
      null,
      { ...signup(), email: { $gt: '' } },
      { ...signup(), firstName: 42 },
      { ...signup(), password: ['Compiler-1952'] },
      { ...signup(), lastName: 'y'.repeat(100_000) },
      { ...signup(), email: `${'a'.repeat(95)}@b.com` },
    ];
    for (const body of cases) {
      const response = await post('/api/auth/register', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(typeof response.json().error).toBe('string');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any e-mail case', async () => {
    const user = await createUser(t.database.db);
    const response = await post('/api/auth/login', {
      email: ` ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email } });
    expect(response.body).not.toMatch(/argon2|hash/i);
  });

  it('gives the same answer for an unknown e-mail, a wrong password and a password-less account', async () => {
    const user = await createUser(t.database.db);
    const oauthOnly = await createUser(t.database.db, { password: null });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await post('/api/auth/login', { email: user.email, password: 'Wrong-password-1' });
    const noPassword = await post('/api/auth/login', { email: oauthOnly.email, password: TEST_PASSWORD });
    for (const response of [unknown, wrong, noPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'invalid_login',
        error: 'Invalid email or password',
      });
      expect(response.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    }
  });

  it('answers 400 for a non-string e-mail (no operator injection)', async () => {
    const response = await post('/api/auth/login', { email: { $gt: '' }, password: { $gt: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toBe('Please enter a valid email address');
  });

  it('replaces a session the browser already had (no fixation) and ends it', async () => {
    const user = await createUser(t.database.db);
    const oldCookie = await sessionCookieFor(t.database.db, user.id);
    const response = await post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { cookie: oldCookie },
    );
    const newCookie = sessionCookieFrom(response);
    expect(newCookie).not.toBe('');
    expect(newCookie).not.toBe(oldCookie);
    expect((await currentUser(oldCookie)).json()).toEqual({ success: false, user: null });
    expect((await currentUser(newCookie)).json().user.id).toBe(user.id);
  });

  it('ignores an unknown planted cookie and issues its own token', async () => {
    const user = await createUser(t.database.db);
    const planted = 'sid=attacker-chosen-token-value-0000000000';
    const response = await post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { cookie: planted },
    );
    expect(sessionCookieFrom(response)).not.toBe(planted);
    expect((await currentUser(planted)).json().user).toBeNull();
  });
});

describe('GET /api/current-user', () => {
  it('answers a guest 200 with success false, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/current-user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, user: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the user with the plan; an expired plan reads not active', async () => {
    const active = await createUser(t.database.db, { ...activePlan(30), firstName: 'Act' });
    const expired = await createUser(t.database.db, {
      planType: 'trial',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: new Date(Date.now() - 1000),
    });
    const a = (await currentUser(await sessionCookieFor(t.database.db, active.id))).json();
    expect(a.success).toBe(true);
    expect(a.user).toMatchObject({
      id: active.id,
      subscriptionStatus: 'active',
      planType: '3month',
      authProvider: 'email',
    });
    expect(new Date(a.user.subscriptionExpiresAt).getTime()).toBeGreaterThan(Date.now());
    const e = (await currentUser(await sessionCookieFor(t.database.db, expired.id))).json();
    expect(e.user.subscriptionStatus).not.toBe('active');
    expect(e.user.planType).toBe('trial');
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session: the old cookie stops working', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id);
    const response = await post('/api/auth/logout', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await currentUser(cookie)).json().user).toBeNull();
  });

  it('is refused cross-site with 403 and the session survives; no Origin or Referer is allowed', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id);
    const foreign = await post('/api/auth/logout', {}, { cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const foreignReferer = await post(
      '/api/auth/logout',
      {},
      { cookie, referer: 'https://evil.example/page' },
    );
    expect(foreignReferer.statusCode).toBe(403);
    expect((await currentUser(cookie)).json().user.id).toBe(user.id);
    const sameSite = await post('/api/auth/logout', {}, { cookie, origin: 'http://localhost:3000' });
    expect(sameSite.statusCode).toBe(200);
    const other = await sessionCookieFor(t.database.db, user.id);
    expect((await post('/api/auth/logout', {}, { cookie: other })).statusCode).toBe(200);
  });

  it('refuses a cross-site login too', async () => {
    const user = await createUser(t.database.db);
    const response = await post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });
});
