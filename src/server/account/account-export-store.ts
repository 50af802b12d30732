import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { accountExports } from '../db/schema';

/** A ZIP nobody collected (its request gave up or died) is deleted by the sweep after this long. */
export const UNCOLLECTED_EXPORT_MS = 15 * 60 * 1000;

/**
 * Keeps the ZIP the export task built for the request waiting on `taskId`. A task run twice (a worker that died
 * before recording it) finds its row there already and leaves it.
 */
export async function storeAccountExport(
  db: Database,
  taskId: string,
  userId: string,
  zip: Uint8Array,
): Promise<void> {
  await db.insert(accountExports).values({ taskId, userId, zip }).onConflictDoNothing();
}

/**
 * Takes the task's ZIP if it is ready: read and deleted in one statement, so it is served once and nothing of
 * it stays in the database after the answer.
 */
export async function takeAccountExport(db: Database, taskId: string): Promise<Uint8Array | null> {
  const [row] = await db
    .delete(accountExports)
    .where(eq(accountExports.taskId, taskId))
    .returning({ zip: accountExports.zip });
  return row ? row.zip : null;
}

/** Deletes ZIPs older than UNCOLLECTED_EXPORT_MS; how many. */
export async function sweepAccountExports(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(accountExports)
    .where(lt(accountExports.createdAt, new Date(now.getTime() - UNCOLLECTED_EXPORT_MS)))
    .returning({ taskId: accountExports.taskId });
  return deleted.length;
}
