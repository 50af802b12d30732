import { and, count, eq, min } from 'drizzle-orm';
import type { z } from 'zod';
import type { createJobBodySchema } from '../../domain/jobs-api';
import { JOB_LIMIT_MESSAGE, type Job, MAX_JOBS_PER_USER } from '../../domain/jobs-api';
import type { Database } from '../db/connection';
import { jobs, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { GAP } from './board-position';
import { storedContacts, storedDate } from './job-contacts';
import { toJob } from './job-view';

type NewJob = z.output<typeof createJobBodySchema>;

/** Saves a job with its first status in the history; past the per-user limit nothing is saved. */
export async function createJob(db: Database, userId: string, input: NewJob): Promise<Job> {
  const now = new Date();
  const status = input.status ?? 'saved';
  const row = await db.transaction(async (tx) => {
    // Locks the user's row so concurrent creations count each other (as drafts/draft-limit.ts does).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ total: count() }).from(jobs).where(eq(jobs.userId, userId));
    if ((existing?.total ?? 0) >= MAX_JOBS_PER_USER) throw badRequest(JOB_LIMIT_MESSAGE);
    // A new job goes on top of its column of the board.
    const [top] = await tx
      .select({ position: min(jobs.boardPosition) })
      .from(jobs)
      .where(and(eq(jobs.userId, userId), eq(jobs.status, status)));
    const [inserted] = await tx
      .insert(jobs)
      .values({
        userId,
        title: input.title,
        company: input.company,
        location: input.location ?? '',
        link: input.link ? input.link : null,
        description: input.description ?? '',
        status,
        notes: input.notes ?? '',
        statusHistory: [{ status, at: now.toISOString() }],
        contacts: storedContacts(input.contacts ?? []),
        nextStep: input.nextStep ?? '',
        nextStepDate: storedDate(input.nextStepDate) ?? null,
        boardPosition: top?.position == null ? 0 : top.position - GAP,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('job insert returned nothing');
  return toJob(row);
}
