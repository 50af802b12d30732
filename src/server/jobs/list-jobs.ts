import { desc, eq } from 'drizzle-orm';
import type { Job } from '../../domain/jobs-api';
import type { Database } from '../db/connection';
import { jobs } from '../db/schema';
import { toJob } from './job-view';

/** The user's jobs, most recently changed first; the page sorts and filters them further. */
export async function listJobs(db: Database, userId: string): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.userId, userId))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id));
  return rows.map(toJob);
}
