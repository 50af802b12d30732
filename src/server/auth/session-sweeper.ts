import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import { sweepExpired } from './session-store';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions and reset tokens now and then every interval. The timer is unref'd so it never
 * keeps the process alive; the returned stop function clears it.
 */
export function startSweeper(db: Database, log: FastifyBaseLogger, intervalMs = SWEEP_INTERVAL_MS) {
  const sweep = async () => {
    try {
      const removed = await sweepExpired(db);
      if (removed.sessions || removed.resetTokens)
        log.info(removed, 'expired sessions and reset tokens removed');
    } catch (error) {
      log.error({ err: error }, 'sweep of expired sessions failed');
    }
  };
  const first = sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return {
    /** Resolves when the first sweep is done (tests wait on it). */
    firstSweep: first,
    stop: () => clearInterval(timer),
  };
}
