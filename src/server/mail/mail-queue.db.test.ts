import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../db/connection';
import { startPgBossQueue } from '../queue/pg-boss-queue';
import type { TaskQueue } from '../queue/task-queue';
import { MAIL_RETRY, startMailQueue } from './mail-queue';
import type { MailMessage } from './mailer';

/** Mail sent by requests goes through the queue (issue 19): stored first, delivered by a worker, retried. */

const log = Fastify({ logger: false }).log;
// The production back-off, but one second apart, so a test sees the retries.
const FAST_RETRY = { ...MAIL_RETRY, retryLimit: 2, retryDelaySeconds: 1, isBackoff: false };
let database: DatabaseHandle;
let tasks: TaskQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  tasks = await startPgBossQueue(database, log);
});
afterAll(async () => {
  await tasks.stop();
  await database.close();
});

const rowsNaming = async (address: string) =>
  (await database.executeSql('SELECT state FROM pgboss.job WHERE data::text LIKE $1', [`%${address}%`])).rows;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Your account',
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('the mail queue', () => {
  it('stores the mail before send() resolves, delivers it, and leaves no address behind', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: MailMessage[] = [];
    const attempts: string[] = [];
    const mail = await startMailQueue(
      tasks,
      {
        async send(sent) {
          attempts.push(sent.to);
          // The first attempt is an SMTP server that hangs, then refuses: the mail waits in the table meanwhile.
          if (attempts.length === 1) {
            await held;
            throw new Error('421 service not available');
          }
          delivered.push(sent);
        },
      },
      log,
      FAST_RETRY,
    );
    await mail.send(message('queued_1@example.com'), 'req-mail-0001');
    expect(await rowsNaming('queued_1@example.com')).toHaveLength(1);
    await until(() => attempts.length === 1);
    expect(delivered).toEqual([]);
    release();
    await until(() => delivered.length === 1);
    expect(delivered[0]).toEqual(message('queued_1@example.com'));
    await until(async () => (await rowsNaming('queued_1@example.com')).length === 0);
    expect(attempts).toEqual(['queued_1@example.com', 'queued_1@example.com']);
  });
});
