import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import { startPeriodicTask } from '../queue/periodic-task';
import type { TaskQueue } from '../queue/task-queue';
import { sweepExpiredOauthRecords } from './oauth/oauth-adapter';
import { sweepExpired } from './session-store';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const SWEEP_TASK = 'session-sweep';

/**
 * Deletes expired sessions, reset tokens and OAuth records once per interval across the fleet (a periodic task: every process
 * asks, one worker runs it). Sweeping twice is harmless (it deletes what is expired).
 */
export function startSweeper(
  tasks: TaskQueue,
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
) {
  return startPeriodicTask(tasks, log, {
    name: SWEEP_TASK,
    intervalMs,
    retry: { retryLimit: 2, retryDelaySeconds: 60, isBackoff: true },
    run: async () => {
      const removed = await sweepExpired(db);
      if (removed.sessions || removed.resetTokens)
        log.info(removed, 'expired sessions and reset tokens removed');
      // The MCP authorization server's codes, tokens, interactions and grants past their time (ADR 0092).
      const oauthRecords = await sweepExpiredOauthRecords(db);
      if (oauthRecords) log.info({ oauthRecords }, 'expired OAuth records removed');
    },
  });
}
