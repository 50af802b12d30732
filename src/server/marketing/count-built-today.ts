import type { Database } from '../db/connection';
import { countDraftsCreatedSince } from '../drafts/draft-access';
import { countExportsSince } from '../drafts/export/export-record';

/** Midnight UTC of the day `now` falls in: 'today' means the same for every visitor, whatever their zone. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
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
