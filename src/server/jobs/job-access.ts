import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connection';
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

/**
 * Locks the user's job row for the rest of the caller's transaction, so it cannot be deleted before a row that
 * refers to it is written (what was sent, applications area). False when it is not the user's job (any more).
 */
export async function lockOwnJob(tx: Transaction, userId: string, jobId: string): Promise<boolean> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .for('update');
  return job !== undefined;
}
