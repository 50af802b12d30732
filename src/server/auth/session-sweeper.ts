import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import type { TaskQueue } from '../queue/task-queue';
import { sweepExpired } from './session-store';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const SWEEP_TASK = 'session-sweep';

/**
 * Deletes expired sessions and reset tokens once per interval across the fleet: every process asks for a sweep
 * at start and then every interval, and the queue throttles the asks to one task per interval, which one
 * worker runs. Sweeping twice is harmless (it deletes what is expired). The timer is unref'd so it never keeps
 * the process alive; the returned stop function clears it.
 */
export async function startSweeper(
  tasks: TaskQueue,
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  await tasks.define(SWEEP_TASK, { retryLimit: 2, retryDelaySeconds: 60, isBackoff: true }, async () => {
    const removed = await sweepExpired(db);
    if (removed.sessions || removed.resetTokens)
      log.info(removed, 'expired sessions and reset tokens removed');
  });
  const throttleSeconds = Math.max(1, Math.floor(intervalMs / 1000));
  const ask = () =>
    tasks
      .send(SWEEP_TASK, {}, { throttleSeconds })
      .catch((error: unknown) => log.error({ err: error }, 'sweep of expired sessions not queued'));
  await ask();
  const timer = setInterval(() => void ask(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
