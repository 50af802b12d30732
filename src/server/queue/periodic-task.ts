import type { FastifyBaseLogger } from 'fastify';
import type { TaskQueue, TaskRetry } from './task-queue';

export interface PeriodicTask {
  name: string;
  intervalMs: number;
  retry: TaskRetry;
  /** Runs once per interval across the fleet; must be harmless to run twice (a sweep of what is expired). */
  run(): Promise<void>;
}

/**
 * A task run once per interval across the fleet: every process asks at start and then every interval, and the
 * queue throttles the asks to one task per interval, which one worker runs. The timer is unref'd so it never
 * keeps the process alive; the returned stop function clears it.
 */
export async function startPeriodicTask(
  tasks: TaskQueue,
  log: FastifyBaseLogger,
  { name, intervalMs, retry, run }: PeriodicTask,
): Promise<{ stop(): void }> {
  await tasks.define(name, retry, () => run());
  const throttleSeconds = Math.max(1, Math.floor(intervalMs / 1000));
  const ask = () =>
    tasks
      .send(name, {}, { throttleSeconds })
      .catch((error: unknown) => log.error({ err: error, queue: name }, 'periodic task not queued'));
  await ask();
  const timer = setInterval(() => void ask(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
