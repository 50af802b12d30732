import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import type { DatabaseHandle } from '../db/connection';

// Set by .ci/run when the machine's Redis answers; without it this file says it is skipped.
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
if (!REDIS_URL) console.warn('session revocation across processes: skipped, TEST_REDIS_URL is not set');

/**
 * Two app instances on one database and one Redis, as two processes behind a load balancer. Each app keys its
 * session cache by its database handle, so the second instance gets a handle of its own on the same
 * connection (as a second process would open its own): the two caches are as separate as two processes'.
 */
function secondHandle(database: DatabaseHandle): DatabaseHandle {
  return { ...database, db: Object.create(database.db) as DatabaseHandle['db'], close: async () => {} };
}

const currentUser = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } });
const isSignedInOn = async (t: TestApp, cookie: string) =>
  ((await currentUser(t, cookie)).json() as { success: boolean }).success;

/** Revocations travel through Redis: the other instance hears of them a moment later, not in the same tick. */
async function eventuallySignedOut(t: TestApp, cookie: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (!(await isSignedInOn(t, cookie))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe.skipIf(!REDIS_URL)('session revocation across processes (TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL } });
    b = await createTestApp({ env: { REDIS_URL }, database: secondHandle(a.database) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a logout on A is refused on B, though B had the session cached', async () => {
    const user = await createUser(a.database.db);
    const cookie = await sessionCookieFor(a.database.db, user.id);
    expect(await isSignedInOn(b, cookie)).toBe(true); // now cached on B for five seconds
    expect(await isSignedInOn(a, cookie)).toBe(true);
    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(await eventuallySignedOut(b, cookie)).toBe(true);
  });

  it('a password change on B ends the other sessions on A, and keeps the one that changed it', async () => {
    const user = await createUser(a.database.db);
    const kept = await sessionCookieFor(a.database.db, user.id);
    const other = await sessionCookieFor(a.database.db, user.id);
    expect(await isSignedInOn(a, other)).toBe(true);
    const changed = await b.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: kept, 'content-type': 'application/json' },
      payload: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'Brand-new-pass-9' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(await eventuallySignedOut(a, other)).toBe(true);
    expect(await isSignedInOn(a, kept)).toBe(true);
  });

  it('"sign out everywhere else" on A reaches B', async () => {
    const user = await createUser(a.database.db);
    const here = await sessionCookieFor(a.database.db, user.id);
    const laptop = await sessionCookieFor(a.database.db, user.id);
    expect(await isSignedInOn(b, laptop)).toBe(true);
    const ended = await a.app.inject({
      method: 'POST',
      url: '/api/sessions/revoke-others',
      headers: { cookie: here },
    });
    expect(ended.json()).toMatchObject({ ended: 1 });
    expect(await eventuallySignedOut(b, laptop)).toBe(true);
  });
});
