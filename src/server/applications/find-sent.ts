import { and, eq } from 'drizzle-orm';
import type { JobSent } from '../../domain/job-sent-api';
import type { Database } from '../db/connection';
import { jobApplicationsSent } from '../db/schema';
import { toJobSent } from './sent-view';

/** What was recorded as sent for the user's job, or null while nothing was. */
export async function findSent(db: Database, userId: string, jobId: string): Promise<JobSent | null> {
  const [row] = await db
    .select()
    .from(jobApplicationsSent)
    .where(and(eq(jobApplicationsSent.jobId, jobId), eq(jobApplicationsSent.userId, userId)));
  return row ? toJobSent(row) : null;
}

/** Forgets what was recorded for the user's job; the resume version stays in its history. */
export async function deleteSent(db: Database, userId: string, jobId: string): Promise<void> {
  await db
    .delete(jobApplicationsSent)
    .where(and(eq(jobApplicationsSent.jobId, jobId), eq(jobApplicationsSent.userId, userId)));
}
