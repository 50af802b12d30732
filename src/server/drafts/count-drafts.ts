import { count, gte } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';

/** How many drafts anyone created since a moment: the landing page's 'resumes built today' figure. */
export async function countDraftsCreatedSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(resumeDrafts)
    .where(gte(resumeDrafts.createdAt, since));
  return row?.total ?? 0;
}
