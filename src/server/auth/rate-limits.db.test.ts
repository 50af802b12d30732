import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { memoryMailer } from '../../../tests/support/auth-test-helpers';

const LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
  RATE_LIMIT_LOGIN_PER_IP: '5',
  RATE_LIMIT_REGISTER_PER_IP: '2',
  RATE_LIMIT_FORGOT_PER_IP: '3',
  RATE_LIMIT_FORGOT_PER_EMAIL: '2',
};
// Set by .ci/run when the machine's Redis answers; without it only the in-memory store is tested (CI says so).
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

const uniqueIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
const post = (t: TestApp, url: string, body: unknown, ip: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** The failed-login counter of an account in Redis (the plugin adds its own segments inside our namespace). */
async function countFor(redis: Redis, email: string): Promise<string | null> {
  const [key] = await redis.keys(`resumable-rl:*login-account:${email}`);
  return key ? redis.get(key) : null;
}

function expectLimited(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json().success).toBe(false);
  expect(response.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
}

/** The same scenarios against whichever store the app was built with. */
function limitScenarios(getApp: () => TestApp) {
  it('locks an account after its failed logins, even for the right password, from any address', async () => {
    const t = getApp();
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(t, '/api/auth/login', { email: user.email, password: 'Wrong-pass-1' }, uniqueIp()))
          .statusCode,
      ).toBe(401);
    }
    expectLimited(
      await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, uniqueIp()),
    );
    // Another account is untouched.
    const other = await createUser(t.database.db);
    expect(
      (await post(t, '/api/auth/login', { email: other.email, password: TEST_PASSWORD }, uniqueIp()))
        .statusCode,
    ).toBe(200);
  });

  it('counts only failures per address', async () => {
    const t = getApp();
    const ip = uniqueIp();
    const user = await createUser(t.database.db);
    for (let i = 0; i < 6; i++) {
      expect(
        (await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, ip)).statusCode,
      ).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      expect((await post(t, '/api/auth/login', { email, password: 'Wrong-pass-1' }, ip)).statusCode).toBe(
        401,
      );
    }
    expectLimited(await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, ip));
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, uniqueIp()))
        .statusCode,
    ).toBe(200);
  });

  it('limits registrations per address', async () => {
    const t = getApp();
    const ip = uniqueIp();
    const signup = () => ({
      firstName: 'Rate',
      lastName: 'Limited',
      email: `r-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Signup-pass-1',
    });
    expect((await post(t, '/api/auth/register', signup(), ip)).statusCode).toBe(201);
    expect((await post(t, '/api/auth/register', signup(), ip)).statusCode).toBe(201);
    expectLimited(await post(t, '/api/auth/register', signup(), ip));
  });

  it('limits forgot-password per e-mail and per address', async () => {
    const t = getApp();
    const email = `f-${randomBytes(4).toString('hex')}@example.com`;
    expect((await post(t, '/api/auth/forgot-password', { email }, uniqueIp())).statusCode).toBe(200);
    expect(
      (await post(t, '/api/auth/forgot-password', { email: email.toUpperCase() }, uniqueIp())).statusCode,
    ).toBe(200);
    expectLimited(await post(t, '/api/auth/forgot-password', { email }, uniqueIp()));

    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const fresh = `g-${randomBytes(4).toString('hex')}@example.com`;
      expect((await post(t, '/api/auth/forgot-password', { email: fresh }, ip)).statusCode).toBe(200);
    }
    expectLimited(await post(t, '/api/auth/forgot-password', { email: 'another@example.com' }, ip));
  });
}

describe('rate limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS, overrides: { mailer: memoryMailer().mailer } });
  });
  afterAll(() => t.close());
  limitScenarios(() => t);
});

describe.skipIf(!REDIS_URL)('rate limits in Redis (TEST_REDIS_URL)', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    t = await createTestApp({ env: { ...LIMITS, REDIS_URL }, overrides: { mailer: memoryMailer().mailer } });
    // The app's Redis client connects in the background and the limiter skips while it is down: wait for it.
    const probe = `probe-${randomBytes(6).toString('hex')}@example.com`;
    for (let i = 0; i < 50; i++) {
      await post(t, '/api/auth/login', { email: probe, password: 'Wrong-pass-1' }, uniqueIp());
      if (await countFor(redis, probe)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the app never reached Redis');
  });
  afterAll(async () => {
    await t.close();
    await redis.quit();
  });
  limitScenarios(() => t);

  it('keeps the counters in Redis, shared by every process', async () => {
    const user = await createUser(t.database.db);
    await post(t, '/api/auth/login', { email: user.email, password: 'Wrong-pass-1' }, uniqueIp());
    expect(await countFor(redis, user.email)).toBe('1');
    // A second app instance on the same Redis sees the same count.
    const second = await createTestApp({ env: { ...LIMITS, REDIS_URL }, database: t.database });
    try {
      for (let i = 0; i < 20; i++) {
        await post(second, '/api/auth/login', { email: user.email, password: 'Wrong-pass-1' }, uniqueIp());
        if ((await countFor(redis, user.email)) === '3') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expectLimited(
        await post(second, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, uniqueIp()),
      );
      expectLimited(
        await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, uniqueIp()),
      );
    } finally {
      await second.close();
    }
  });
});
