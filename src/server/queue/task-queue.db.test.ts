import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../db/connection';
import { startPgBossQueue } from './pg-boss-queue';
import type { TaskQueue, TaskRetry } from './task-queue';

/**
 * The task queue on the database the tests run on: PGlite (the embedded default, where pg-boss runs in this
 * process through the handle) and PostgreSQL when TEST_DATABASE_URL is set. Two queues on one database stand
 * for two processes.
 */

const log = Fastify({ logger: false }).log;
const NO_RETRY: TaskRetry = { retryLimit: 0, retryDelaySeconds: 1, isBackoff: false };
let database: DatabaseHandle;
const started: TaskQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
  await database.close();
});

async function startQueue(): Promise<TaskQueue> {
  const queue = await startPgBossQueue(database, log);
  started.push(queue);
  return queue;
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the task queue', () => {
  it('runs each task once though two workers take from the same queue', async () => {
    const [a, b] = [await startQueue(), await startQueue()];
    const runs: { worker: string; n: number }[] = [];
    for (const [worker, queue] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await queue.define<{ n: number }>('test-once', NO_RETRY, async ({ n }) => {
        runs.push({ worker, n });
      });
    }
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).send('test-once', { n });
    await until(() => runs.length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 500)); // nothing runs twice afterwards either
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
  });

  it('retries a failing task with back-off until it succeeds', async () => {
    const queue = await startQueue();
    const attempts: number[] = [];
    await queue.define(
      'test-retry',
      { retryLimit: 3, retryDelaySeconds: 1, isBackoff: true },
      async (_data, task) => {
        attempts.push(Date.now());
        expect(task.requestId).toBe('req-retry-0001');
        if (attempts.length < 3) throw new Error('SMTP server said 451');
      },
    );
    await queue.send('test-retry', {}, { requestId: 'req-retry-0001' });
    await until(() => attempts.length >= 3, 30_000);
    const [first = 0, second = 0, third = 0] = attempts;
    // One second, then about two: the delay doubles (pg-boss adds jitter, so only the order is firm).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(second - first - 500);
  });

  it('keeps a task that no process has run yet for the next process to start', async () => {
    const leaving = await startQueue();
    await leaving.define('test-durable', NO_RETRY, async () => {
      throw new Error('this worker never gets it: it is stopped first');
    });
    await leaving.stop();
    const sender = await startQueue();
    await sender.send('test-durable', { to: 'someone@example.com' });
    await sender.stop();

    const next = await startQueue();
    const received: unknown[] = [];
    await next.define('test-durable', NO_RETRY, async (data) => {
      received.push(data);
    });
    await until(() => received.length > 0);
    expect(received).toEqual([{ to: 'someone@example.com' }]);
  });

  it('deletes a personal task once done, and forgets every task naming a person, in any state', async () => {
    const queue = await startQueue();
    const stored = async (value: string) =>
      (await database.executeSql('SELECT id FROM pgboss.job WHERE data::text LIKE $1', [`%${value}%`])).rows
        .length;
    const sent: string[] = [];
    await queue.define<{ email: string }>(
      'test-personal',
      { ...NO_RETRY, isPersonal: true },
      async ({ email }) => {
        sent.push(email);
      },
    );
    await queue.send('test-personal', { email: 'done_1@example.com' });
    await until(() => sent.includes('done_1@example.com'));
    await until(() => false, 300).catch(() => {}); // the deletion follows the handler
    expect(await stored('done_1@example.com')).toBe(0);

    // Tasks still waiting or running name the person until they are forgotten.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running: string[] = [];
    await queue.define<{ email: string }>('test-held', NO_RETRY, async ({ email }) => {
      running.push(email);
      await held;
    });
    await queue.send('test-held', { email: 'wait%ing@example.com', userId: 'user-42' });
    await queue.send('test-held', { email: 'someone-else@example.com' });
    await until(() => running.length >= 1);
    expect(await stored('wait%ing@example.com')).toBe(1);
    expect(await queue.forget(['user-42', 'wait%ing@example.com'])).toBe(1);
    expect(await stored('wait%ing@example.com')).toBe(0);
    expect(await stored('someone-else@example.com')).toBe(1);
    release();
  });

  it('deletes a personal task it gives up on, and keeps a failed impersonal one as the record of it', async () => {
    const queue = await startQueue();
    const stored = async (value: string) =>
      (await database.executeSql('SELECT state FROM pgboss.job WHERE data::text LIKE $1', [`%${value}%`]))
        .rows;
    const attempts: string[] = [];
    const failing = async ({ email }: { email: string }) => {
      attempts.push(email);
      throw new Error('SMTP server said 550');
    };
    const once = { retryLimit: 1, retryDelaySeconds: 1, isBackoff: false };
    await queue.define('test-personal-failing', { ...once, isPersonal: true }, failing);
    await queue.define('test-record-failing', once, failing);
    await queue.send('test-personal-failing', { email: 'gone_1@example.com' });
    await queue.send('test-record-failing', { email: 'kept_1@example.com' });
    await until(() => attempts.filter((email) => email === 'gone_1@example.com').length === 2, 20_000);
    await until(() => attempts.filter((email) => email === 'kept_1@example.com').length === 2, 20_000);
    await until(() => false, 500).catch(() => {}); // the outcome is recorded after the handler throws
    expect(await stored('gone_1@example.com')).toEqual([]);
    expect(await stored('kept_1@example.com')).toEqual([{ state: 'failed' }]);
  });

  it('counts tasks waiting, running and failed across its queues, for /metrics', async () => {
    const queue = await startPgBossQueue(database, log, 1);
    started.push(queue);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.define('test-count-held', NO_RETRY, () => held);
    await queue.define('test-count-failing', NO_RETRY, async () => {
      throw new Error('always');
    });
    const before = queue.counts();
    for (let n = 0; n < 3; n++) await queue.send('test-count-held', { n });
    await queue.send('test-count-failing', {});
    // One held task runs, two wait behind it; the failing one is failed for good (no retries).
    await until(() => {
      const now = queue.counts();
      return now.active >= before.active + 1 && now.waiting >= 2 && now.failed >= before.failed + 1;
    }, 20_000);
    release();
    await until(() => queue.counts().active === 0 && queue.counts().waiting === 0, 20_000);
  });

  it('throttles: many asks within the interval make one task', async () => {
    const [a, b] = [await startQueue(), await startQueue()];
    const ids = await Promise.all(
      [a, b, a, b].map((queue) => queue.send('test-once', { n: 99 }, { throttleSeconds: 3600 })),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
  });
});
