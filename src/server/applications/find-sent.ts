import { and, eq } from 'drizzle-orm';
import type { JobSent } from '../../domain/job-sent-api';
import type { Database } from '../db/connection';
import { jobApplicationsSent } from '../db/schema';
import { currentSentVersion, releaseIfUnused } from './release-sent';
import { toJobSent } from './sent-view';

/** What was recorded as sent for the user's job, or null while nothing was. */
export async function findSent(db: Database, userId: string, jobId: string): Promise<JobSent | null> {
  const [row] = await db
    .select()
    .from(jobApplicationsSent)
    .where(and(eq(jobApplicationsSent.jobId, jobId), eq(jobApplicationsSent.userId, userId)));
  return row ? toJobSent(row) : null;
}

/** Forgets what was recorded for the user's job, and the version it named unless another job names it. */
export async function deleteSent(db: Database, userId: string, jobId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await currentSentVersion(tx, userId, jobId);
    await tx
      .delete(jobApplicationsSent)
      .where(and(eq(jobApplicationsSent.jobId, jobId), eq(jobApplicationsSent.userId, userId)));
    await releaseIfUnused(tx, userId, previous);
  });
}
