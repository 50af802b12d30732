import { count, gte } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { documentExports } from '../db/schema';
import { countDraftsCreatedSince } from '../drafts/count-drafts';

/** Midnight UTC of the day `now` falls in: 'today' means the same for every visitor, whatever their zone. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Exports recorded since a moment. Queried here because the documents area exports no counter; the
 * table's created_at index keeps it an index range scan.
 */
async function countExportsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documentExports)
    .where(gte(documentExports.createdAt, since));
  return row?.total ?? 0;
}

/** 'Resumes built today': drafts created plus documents exported since midnight UTC. */
export async function countBuiltToday(db: Database, now: Date = new Date()): Promise<number> {
  const since = startOfUtcDay(now);
  const [drafts, exports] = await Promise.all([
    countDraftsCreatedSince(db, since),
    countExportsSince(db, since),
  ]);
  return drafts + exports;
}
