import type { Database } from '../db/connection';
import { takeAccountExport } from './account-export-store';

/** How often a waiting request looks for a ZIP a worker in another process stored. */
const POLL_MS = 100;

/**
 * In-process news that an export task stored its ZIP, so a request waiting in the same process (the sender's
 * own worker takes the task at once) answers without waiting for its next look. A task run in another process
 * is found by the look every POLL_MS; news arriving between two looks is not kept, the next look finds it.
 */
export class ExportArrivals {
  private readonly waiting = new Map<string, () => void>();

  announce(taskId: string): void {
    this.waiting.get(taskId)?.();
  }

  /** Resolves when `taskId` is announced or after `ms`, whichever comes first. */
  wait(taskId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(taskId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.set(taskId, done);
    });
  }
}

/**
 * Waits up to `waitMs` for the export task `taskId` to store its ZIP and takes it (deleting it); null when it
 * was not there in time. The deadline is checked before each look, so a bound of 0 never looks (tests use it
 * for the 503 without racing the worker).
 */
export async function awaitAccountExport(
  db: Database,
  arrivals: ExportArrivals,
  taskId: string,
  waitMs: number,
): Promise<Uint8Array | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await arrivals.wait(taskId, Math.min(POLL_MS, left));
    const zip = await takeAccountExport(db, taskId);
    if (zip) return zip;
  }
}
