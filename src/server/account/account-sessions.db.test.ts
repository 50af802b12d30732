import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { SESSION_COOKIE } from '../auth/session-store';
import { sessions } from '../db/schema';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const NEW_PASSWORD = 'Another-pass-77';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in through the real login route, so the session carries the user agent like a browser's would. */
async function signIn(email: string, userAgent: string, password = TEST_PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

interface ListedSession {
  id: string;
  device: string;
  createdAt: string | null;
  lastUsedAt: string;
  current: boolean;
}
async function listSessions(cookie: string): Promise<ListedSession[]> {
  const response = await call('GET', '/api/sessions', cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { sessions: ListedSession[] }).sessions;
}
const isSignedIn = async (cookie: string) =>
  ((await call('GET', '/api/current-user', cookie)).json() as { success: boolean }).success;

describe('sessions', () => {
  it('needs a signed-in user on every route', async () => {
    expect((await call('GET', '/api/sessions')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/sessions/abc')).statusCode).toBe(401);
    expect((await call('POST', '/api/sessions/revoke-others')).statusCode).toBe(401);
    expect((await call('POST', '/api/account/password', undefined, {})).statusCode).toBe(400);
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await call('POST', '/api/account/password', undefined, body)).statusCode).toBe(401);
  });

  it('lists the signed-in sessions with their devices, marking the current one, and no token or key', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signIn(user.email, FIREFOX);
    await signIn(user.email, CHROME);
    const listed = await listSessions(laptop);
    expect(listed).toHaveLength(2);
    expect(listed.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Windows', false],
      ['Firefox on Linux', true],
    ]);
    for (const s of listed) {
      expect(Date.now() - Date.parse(s.lastUsedAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(s.createdAt ?? '')).toBeLessThan(60_000);
    }
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const text = JSON.stringify(listed);
    for (const row of rows) expect(text).not.toContain(row.sid);
    expect(text).not.toContain(laptop.split('=')[1]);
  });

  it('ends another session at once, even one read into the cache a moment ago', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signIn(user.email, FIREFOX);
    const phone = await signIn(user.email, CHROME);
    expect(await isSignedIn(phone)).toBe(true); // now cached for a few seconds
    const other = (await listSessions(laptop)).find((s) => !s.current);
    const response = await call('DELETE', `/api/sessions/${other?.id}`, laptop);
    expect(response.json()).toEqual({ success: true, signedOut: false });
    expect(await isSignedIn(phone)).toBe(false);
    expect((await call('GET', '/api/sessions', phone)).statusCode).toBe(401);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await listSessions(laptop)).toHaveLength(1);
  });

  it("answers 404 for another user's session and an unknown id, and ends nothing", async () => {
    const owner = await createUser(t.database.db);
    const stranger = await createUser(t.database.db);
    const ownerCookie = await signIn(owner.email, FIREFOX);
    const strangerCookie = await signIn(stranger.email, CHROME);
    const [ownerSession] = await listSessions(ownerCookie);
    const theirs = await call('DELETE', `/api/sessions/${ownerSession?.id}`, strangerCookie);
    expect(theirs.statusCode).toBe(404);
    expect((await call('DELETE', '/api/sessions/no-such-session', strangerCookie)).statusCode).toBe(404);
    expect(await isSignedIn(ownerCookie)).toBe(true);
    expect(await listSessions(ownerCookie)).toHaveLength(1);
  });

  it('signs out when the current session is the one ended', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(user.email, FIREFOX);
    const [current] = await listSessions(cookie);
    const response = await call('DELETE', `/api/sessions/${current?.id}`, cookie);
    expect(response.json()).toEqual({ success: true, signedOut: true });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('ends every session but the current one', async () => {
    const user = await createUser(t.database.db);
    const keep = await signIn(user.email, FIREFOX);
    const others = [await signIn(user.email, CHROME), await signIn(user.email, CHROME)];
    for (const cookie of others) expect(await isSignedIn(cookie)).toBe(true);
    const response = await call('POST', '/api/sessions/revoke-others', keep);
    expect(response.json()).toEqual({ success: true, ended: 2, tokensRevoked: 0 });
    for (const cookie of others) expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(keep)).toBe(true);
  });

  it('refuses a cross-site request', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(user.email, FIREFOX);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/revoke-others',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('change password', () => {
  it('checks the current password, keeps this session, ends the others, and the new password signs in', async () => {
    const user = await createUser(t.database.db);
    const keep = await signIn(user.email, FIREFOX);
    const other = await signIn(user.email, CHROME);
    expect(await isSignedIn(other)).toBe(true);
    const response = await call('POST', '/api/account/password', keep, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, endedSessions: 1 });
    expect(await isSignedIn(keep)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    await signIn(user.email, CHROME, NEW_PASSWORD);
    const old = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password with a clear message, and rate-limits repeated tries', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(user.email, FIREFOX);
    const wrong = { currentPassword: 'Not-my-pass-1', newPassword: NEW_PASSWORD };
    const first = await call('POST', '/api/account/password', cookie, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ errors: { currentPassword: 'Current password is incorrect' } });
    let last = first;
    for (let i = 0; i < t.config.rateLimits.loginPerAccount; i += 1)
      last = await call('POST', '/api/account/password', cookie, wrong);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    // The right password is refused too while limited, and nothing changed.
    const right = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await call('POST', '/api/account/password', cookie, right)).statusCode).toBe(429);
    await signIn(user.email, CHROME);
  });

  it('holds the new password to the signup rules with their texts', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(user.email, FIREFOX);
    const response = await call('POST', '/api/account/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { newPassword: 'Password must be at least 8 characters' },
    });
    await signIn(user.email, CHROME);
  });

  it('tells an account without a password to use "Forgot password"', async () => {
    const user = await createUser(t.database.db, { password: null });
    const cookie = await sessionCookieFor(t.database.db, user.id);
    const response = await call('POST', '/api/account/password', cookie, {
      currentPassword: 'Anything-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: string }).error).toContain('Forgot password');
  });
});
