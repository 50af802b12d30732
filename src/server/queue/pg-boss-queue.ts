import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/connection';
import type { SendOptions, TaskCounts, TaskHandler, TaskQueue, TaskRetry } from './task-queue';
import { TaskWorker } from './task-worker';

/** How long a stop waits for running tasks; one still running then is retried once it expires. */
const STOP_TIMEOUT_MS = 10_000;
/** Completed tasks are kept a week (a record of what was sent), then deleted by pg-boss's maintenance. */
const KEEP_DAYS = 7;
const COUNT_INTERVAL_SECONDS = 30;
const RACE_ATTEMPTS = 5;

/**
 * The task queue on pg-boss, in the app's own database (PostgreSQL server or embedded PGlite alike: pg-boss
 * reaches it through the handle's executeSql, so it uses the app's connections and PGlite needs no server).
 * pg-boss keeps its tables in a schema of its own (pgboss), created and upgraded by pg-boss at start under an
 * advisory lock, so N processes starting together install it once. Workers are ours (task-worker.ts) so a
 * stop knows when the last task has been recorded, before the database closes.
 */
export async function startPgBossQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  /** How often the counts for /metrics are refreshed; tests shorten it. */
  countIntervalSeconds = COUNT_INTERVAL_SECONDS,
): Promise<TaskQueue> {
  let counts: TaskCounts = { waiting: 0, active: 0, failed: 0 };
  const boss = await startBoss(database, log, countIntervalSeconds);
  boss.on('monitor-states', (states) => {
    counts = { waiting: states.created + states.retry, active: states.active, failed: states.failed };
  });
  const workers = new Map<string, TaskWorker>();

  return {
    async define<T extends object>(name: string, retry: TaskRetry, handler: TaskHandler<T>) {
      const options = {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: retry.isBackoff,
      };
      // Idempotent; the update keeps the stored options in step with the code after a deploy. Processes
      // starting together create the same queue at once, and PostgreSQL may end one of them as a deadlock.
      await retryRace(log, () => boss.createQueue(name, options));
      await boss.updateQueue(name, options);
      const worker = new TaskWorker(
        boss,
        name,
        handler as TaskHandler<object>,
        log,
        retry.isPersonal ?? false,
      );
      workers.set(name, worker);
      worker.start();
    },
    async send<T extends object>(name: string, data: T, options: SendOptions = {}) {
      const payload = options.requestId ? { ...data, requestId: options.requestId } : data;
      const id = options.throttleSeconds
        ? await boss.sendThrottled(name, payload, {}, options.throttleSeconds, name)
        : await boss.send(name, payload);
      // This process's worker, if any, takes it now rather than at its next poll.
      if (id) workers.get(name)?.wake();
      return id;
    },
    async forget(values: string[]) {
      const needles = values.filter((value) => value !== '');
      if (needles.length === 0) return 0;
      // pgboss.job is partitioned by queue: one statement reaches every queue's tasks.
      const deleted = await database.executeSql(
        'DELETE FROM pgboss.job WHERE data::text LIKE ANY ($1::text[]) RETURNING id',
        [needles.map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
      );
      return deleted.rows.length;
    },
    counts: () => counts,
    async stop() {
      await Promise.all([...workers.values()].map((worker) => worker.stop(STOP_TIMEOUT_MS)));
      await boss.stop({ graceful: false, wait: true });
    },
  };
}

/**
 * Two processes installing pg-boss's schema at the same moment can both try to create it despite pg-boss's
 * advisory lock (PostgreSQL answers a duplicate key on pg_namespace to the second); by then the first has
 * installed it, so a fresh start finds it there. (A failed start cannot be retried on the same instance.)
 */
async function startBoss(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  countIntervalSeconds: number,
): Promise<PgBoss> {
  return retryRace(log, async () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schedule: false,
      deleteAfterDays: KEEP_DAYS,
      monitorStateIntervalSeconds: countIntervalSeconds,
    });
    boss.on('error', (error: Error) => log.error({ err: error }, 'task queue error'));
    try {
      await boss.start();
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      throw error;
    }
  });
}

/** What PostgreSQL answers the loser of two processes creating the same thing at once. */
const RACE_CODES = new Set(['23505', '40P01']); // unique violation, deadlock detected

/** Runs `step` again after losing a creation race to another process: the second time, it is there. */
async function retryRace<T>(log: FastifyBaseLogger, step: () => Promise<T>, attempt = 1): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !RACE_CODES.has(code) || attempt >= RACE_ATTEMPTS) throw error;
    log.info({ code }, 'task queue set-up raced another process: trying again');
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    return retryRace(log, step, attempt + 1);
  }
}
