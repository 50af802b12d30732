import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { jobs } from '../db/schema';

/**
 * What other areas may ask of jobs: the jobs area owns the table. The drafts list shows which job each
 * tailored copy is for.
 */

export interface JobLabel {
  title: string;
  company: string;
}

/** Title and company of the user's jobs among these ids; another user's job is never named. */
export async function jobLabelsFor(
  db: Database,
  userId: string,
  jobIds: string[],
): Promise<Map<string, JobLabel>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), inArray(jobs.id, jobIds)));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}
