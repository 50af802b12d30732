import type { Redis } from 'ioredis';
import type { AppOverrides } from '../config/app-overrides';
import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/connection';
import type { MailQueue } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import type { TaskQueue } from '../queue/task-queue';

/**
 * What every area's route plugin receives from app.ts. In a module of its own so the areas need not import
 * app.ts, which imports them: the server's import graph has no cycle (tests/unit/import-cycles.test.ts).
 */
export interface AreaOptions {
  config: Config;
  database: DatabaseHandle;
  overrides: AppOverrides;
  /** Background work (mail, sweeps) on the queue in the database, run by one worker across the fleet. */
  tasks: TaskQueue;
  /** Mail a request sends: queued before the answer, delivered by a task (mail/mail-queue.ts). */
  mail: MailQueue;
  /** Delivers a message now (SMTP, the file outbox, a test's memory). Only for task handlers: requests queue. */
  mailTransport: Mailer;
  /** The shared Redis connection when REDIS_URL is set (rate limits, readiness); absent on one machine. */
  redis?: Redis;
}
