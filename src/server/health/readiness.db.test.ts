import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
/** Nothing listens on port 1: a Redis that is configured but down. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';

const ready = (testApp: TestApp) => testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers ready while the database answers and Redis is not configured', async () => {
    const response = await ready(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers 503 with the error envelope once the database handle is closed, while liveness stays separate', async () => {
    const database = await createTestDatabase();
    const other = await createTestApp({ database });
    try {
      expect((await ready(other)).statusCode).toBe(200);
      await database.close();
      const response = await ready(other);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        code: 'unavailable',
        error: 'Not ready: database down',
        checks: { database: 'down' },
      });
    } finally {
      await other.app.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL is set and Redis does not answer', async () => {
    const other = await createTestApp({ env: { REDIS_URL: DEAD_REDIS_URL }, database: testApp.database });
    try {
      const response = await ready(other);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        code: 'unavailable',
        error: 'Not ready: redis down',
        checks: { database: 'ok', redis: 'down' },
      });
      // Liveness does not depend on Redis: the process itself is fine.
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.skipIf(!REDIS_URL)('answers ready with Redis ok when Redis answers (TEST_REDIS_URL)', async () => {
    const other = await createTestApp({ env: { REDIS_URL }, database: testApp.database });
    try {
      // The connection is opened at start; the first ping may race it, so wait until it is up.
      await expect.poll(async () => (await ready(other)).statusCode, { timeout: 5000 }).toBe(200);
      expect((await ready(other)).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });
    } finally {
      await other.close();
    }
  });
});
