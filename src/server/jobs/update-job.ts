import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_NOT_FOUND_MESSAGE,
  type Job,
  MAX_STATUS_HISTORY,
  type StatusChange,
  type updateJobBodySchema,
} from '../../domain/jobs-api';
import type { Database } from '../db/connection';
import { type JobRow, jobs } from '../db/schema';
import { notFound } from '../http/errors';
import { archiveColumns, storedContacts, storedDate } from './job-contacts';
import { toJob } from './job-view';

type JobChanges = z.output<typeof updateJobBodySchema>;

/** The history after a change of status: a new entry only when the status really changes. */
export function nextStatusHistory(current: JobRow, status: string | undefined, at: Date): StatusChange[] {
  const history = current.statusHistory as StatusChange[];
  if (status === undefined || status === current.status) return history;
  return [...history, { status, at: at.toISOString() } as StatusChange].slice(-MAX_STATUS_HISTORY);
}

/** Writes the fields sent over the user's job (found beforehand by the route: ownership comes first). */
export async function updateJob(db: Database, current: JobRow, changes: JobChanges): Promise<Job> {
  const now = new Date();
  const { link, contacts, nextStepDate, archiveReason, ...rest } = changes;
  const [row] = await db
    .update(jobs)
    .set({
      ...rest,
      ...(link === undefined ? {} : { link: link === '' ? null : link }),
      ...(contacts === undefined ? {} : { contacts: storedContacts(contacts) }),
      ...(nextStepDate === undefined ? {} : { nextStepDate: storedDate(nextStepDate) }),
      ...archiveColumns(current, archiveReason, now),
      statusHistory: nextStatusHistory(current, changes.status, now),
      updatedAt: now,
    })
    .where(and(eq(jobs.id, current.id), eq(jobs.userId, current.userId)))
    .returning();
  // Deleted between the ownership check and this write (another tab).
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return toJob(row);
}
