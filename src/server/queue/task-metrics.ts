import type { FastifyInstance } from 'fastify';
import type { TaskQueue } from './task-queue';

/** Background tasks by state on /metrics (counted every 30 s across the fleet, so every process reports the same). */
export function reportTaskCounts(app: FastifyInstance, tasks: TaskQueue): void {
  app.reportGauge(
    'resumable_tasks_waiting',
    'Background tasks waiting or due for a retry',
    () => tasks.counts().waiting,
  );
  app.reportGauge('resumable_tasks_active', 'Background tasks running now', () => tasks.counts().active);
  app.reportGauge(
    'resumable_tasks_failed',
    'Background tasks that failed every attempt (kept a week)',
    () => tasks.counts().failed,
  );
}
