import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { JOB_NOT_FOUND_MESSAGE } from '../../domain/jobs-api';
import type { Database } from '../db/connection';
import { type JobRow, jobs } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * The user's job of this id, or a 404: another user's job, a missing one and an id that is not a uuid all
 * answer the same, so ids reveal nothing.
 */
export async function findOwnJob(db: Database, userId: string, id: string): Promise<JobRow> {
  if (!isUuid(id)) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return row;
}
