import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { signInCookie } from '../../../tests/support/account-test-helpers';
import { EXPORT_TAKING_LONG_MESSAGE } from '../../domain/account-api';
import type { DatabaseHandle } from '../db/connection';
import { accountExports } from '../db/schema';
import { sweepAccountExports, UNCOLLECTED_EXPORT_MS } from './account-export-store';

/**
 * The data export runs as a task on the queue (issue 19, ADR 0066) behind the same HTTP answer as before
 * (export-account.db.test.ts holds that answer): the task's worker builds the ZIP, the request takes it and
 * nothing of it stays; a worker in another app on the same database serves it as well; a ZIP nobody took is
 * swept; and a request that waited in vain answers 503.
 */

interface LoggedApp extends TestApp {
  logged: Record<string, unknown>[];
}

async function loggedApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<LoggedApp> {
  const logged: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
  });
  const app = await createTestApp({ ...options, logStream: stream, env: { LOG_LEVEL: 'info' } });
  return Object.assign(app, { logged });
}

const apps: TestApp[] = [];
let t: LoggedApp;
beforeAll(async () => {
  t = await loggedApp();
  apps.push(t);
});
afterAll(async () => {
  // Apps sharing a database close before the one that owns it.
  for (const app of apps.reverse()) await app.close();
});

async function download(app: TestApp, cookie: string) {
  return app.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
}

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Rows of the queue's tables (any queue, any state) whose data names `value`. */
async function tasksNaming(database: DatabaseHandle, value: string): Promise<number> {
  const result = await database.executeSql('select id from pgboss.job where data::text like $1', [
    `%${value}%`,
  ]);
  return result.rows.length;
}

async function storedExports(database: DatabaseHandle, userId: string): Promise<number> {
  return (await database.db.select().from(accountExports).where(eq(accountExports.userId, userId))).length;
}

const builtBy = (app: LoggedApp, requestId: string) =>
  app.logged.filter((entry) => entry.msg === 'data export built' && entry.reqId === requestId);

describe('the data export on the task queue', () => {
  it('is built by the task, taken by the request, and leaves nothing behind', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const response = await download(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toContain('account.json');

    const requestId = String(response.headers['x-request-id']);
    const [built] = builtBy(t, requestId);
    expect(built).toMatchObject({ task: expect.any(String), bytes: response.rawPayload.byteLength });
    expect(await storedExports(t.database, user.id)).toBe(0);
    // The task names the user, so it is deleted once done (just after the handler stored the ZIP).
    await until(async () => (await tasksNaming(t.database, user.id)) === 0);
  });

  it('answers requests made at once each with its own ZIP, built one after another', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.database.db)));
    const cookies = await Promise.all(users.map((user) => signInCookie(t, user.email, TEST_PASSWORD)));
    const responses = await Promise.all(cookies.map((cookie) => download(t, cookie)));
    const emails = responses.map((response) => {
      const account = unzipSync(new Uint8Array(response.rawPayload))['account.json'] ?? new Uint8Array();
      return (JSON.parse(strFromU8(account)) as { profile: { email: string } }).profile.email;
    });
    expect(emails).toEqual(users.map((user) => user.email));
    const built = responses.flatMap((response) => builtBy(t, String(response.headers['x-request-id'])));
    expect(new Set(built.map((entry) => entry.task)).size).toBe(3);
  });

  it("is served by one app when another app's worker on the same database built it", async () => {
    const worker = await loggedApp();
    const front = await loggedApp({ database: worker.database, overrides: { isAccountExportWorker: false } });
    apps.push(worker, front);
    const user = await createUser(worker.database.db);
    const cookie = await signInCookie(front, user.email, TEST_PASSWORD);

    const response = await download(front, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const requestId = String(response.headers['x-request-id']);
    expect(builtBy(worker, requestId)).toHaveLength(1);
    expect(builtBy(front, requestId)).toHaveLength(0);
    expect(await storedExports(worker.database, user.id)).toBe(0);
    await until(async () => (await tasksNaming(worker.database, user.id)) === 0);
  });

  it('sweeps a ZIP nobody collected once it is older than the bound, and keeps a fresh one', async () => {
    const user = await createUser(t.database.db);
    const now = new Date();
    await t.database.db.insert(accountExports).values([
      {
        taskId: 'uncollected-old',
        userId: user.id,
        zip: new Uint8Array([80, 75, 5, 6]),
        createdAt: new Date(now.getTime() - UNCOLLECTED_EXPORT_MS - 1000),
      },
      { taskId: 'uncollected-new', userId: user.id, zip: new Uint8Array([80, 75, 5, 6]), createdAt: now },
    ]);
    expect(await sweepAccountExports(t.database.db, now)).toBe(1);
    const left = await t.database.db
      .select({ taskId: accountExports.taskId, zip: accountExports.zip })
      .from(accountExports)
      .where(eq(accountExports.userId, user.id));
    expect(left.map((row) => row.taskId)).toEqual(['uncollected-new']);
    expect([...(left[0]?.zip ?? [])]).toEqual([80, 75, 5, 6]);
    // Every process asks for the sweep on the queue; one worker runs it per interval.
    const queues = await t.database.executeSql('select name from pgboss.queue where name = $1', [
      'account-export-sweep',
    ]);
    expect(queues.rows).toHaveLength(1);
  });

  it('answers 503 when no ZIP came in time, and the late task builds nothing', async () => {
    const impatient = await loggedApp({ database: t.database, overrides: { accountExportWaitMs: 0 } });
    apps.push(impatient);
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(impatient, user.email, TEST_PASSWORD);

    const response = await download(impatient, cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'export_taking_long',
      error: EXPORT_TAKING_LONG_MESSAGE,
    });
    expect(response.headers['retry-after']).toBe('60');

    // The task is done (and deleted) without a ZIP: its request had stopped waiting.
    const requestId = String(response.headers['x-request-id']);
    const skipped = (entry: Record<string, unknown>) =>
      entry.msg === 'data export not built: its request stopped waiting' && entry.reqId === requestId;
    await until(async () => [...t.logged, ...impatient.logged].some(skipped));
    await until(async () => (await tasksNaming(t.database, user.id)) === 0);
    expect(await storedExports(t.database, user.id)).toBe(0);
  });
});
