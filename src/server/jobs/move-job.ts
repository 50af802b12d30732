import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { JOB_NOT_FOUND_MESSAGE, type Job, type moveJobBodySchema } from '../../domain/jobs-api';
import type { Database } from '../db/connection';
import { type JobRow, jobs, users } from '../db/schema';
import { notFound } from '../http/errors';
import { positionBetween, renumbered } from './board-position';
import { toJob } from './job-view';
import { nextStatusHistory } from './update-job';

type Move = z.output<typeof moveJobBodySchema>;

/**
 * Puts the user's job (found beforehand by the route: ownership comes first) at `index` of the `status` column,
 * counted among the column's other jobs that are not archived, as the board shows them. One transaction under
 * the user's row lock, so two moves in two tabs see each other's result instead of taking the same place.
 */
export async function moveJob(db: Database, current: JobRow, { status, index }: Move): Promise<Job> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, current.userId)).for('update');
    // Read again under the lock: another tab may have moved or deleted the job since the route found it.
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, current.id), eq(jobs.userId, current.userId)));
    if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const column = await tx
      .select({ id: jobs.id, position: jobs.boardPosition })
      .from(jobs)
      .where(
        and(
          eq(jobs.userId, job.userId),
          eq(jobs.status, status),
          isNull(jobs.archivedAt),
          ne(jobs.id, job.id),
        ),
      )
      // The board's own order (jobs-rules.ts boardColumns): position, then the most recently changed.
      .orderBy(asc(jobs.boardPosition), desc(jobs.updatedAt), desc(jobs.id));
    const place = Math.min(index, column.length);
    let position = positionBetween(column[place - 1]?.position, column[place]?.position);
    if (position === null) {
      const ids = column.map((entry) => entry.id);
      ids.splice(place, 0, job.id);
      const places = renumbered(ids);
      for (const [id, value] of places)
        if (id !== job.id) await tx.update(jobs).set({ boardPosition: value }).where(eq(jobs.id, id));
      position = places.get(job.id) ?? 0;
    }
    const [moved] = await tx
      .update(jobs)
      .set({
        status,
        boardPosition: position,
        statusHistory: nextStatusHistory(job, status, now),
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    return moved;
  });
  if (!row) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return toJob(row);
}
