import { and, asc, count, eq, gte } from 'drizzle-orm';
import { isUuid } from '../../../domain/ids';
import {
  type CreateEventBody,
  EVENT_LIMIT_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  type JobEvent,
  type JobEventKind,
  MAX_EVENTS_PER_JOB,
  type UpcomingEvent,
  type UpdateEventBody,
} from '../../../domain/job-events-api';
import type { Database } from '../../db/connection';
import { type JobEventRow, type JobRow, jobEvents, jobs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { localToUtc } from './local-time';

/** The API shape of a stored event. */
export function toEvent(row: JobEventRow): JobEvent {
  return {
    id: row.id,
    jobId: row.jobId,
    // Checked by job_events_kind_check.
    kind: row.kind as JobEventKind,
    title: row.title,
    date: row.localDate,
    time: row.localTime,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    note: row.note,
    remind: row.remind,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
  };
}

export async function listEvents(db: Database, job: JobRow): Promise<JobEvent[]> {
  const rows = await db
    .select()
    .from(jobEvents)
    .where(eq(jobEvents.jobId, job.id))
    .orderBy(asc(jobEvents.startsAt));
  return rows.map(toEvent);
}

export async function createEvent(db: Database, job: JobRow, body: CreateEventBody): Promise<JobEvent> {
  const [existing] = await db.select({ n: count() }).from(jobEvents).where(eq(jobEvents.jobId, job.id));
  if ((existing?.n ?? 0) >= MAX_EVENTS_PER_JOB) throw badRequest(EVENT_LIMIT_MESSAGE);
  const [row] = await db
    .insert(jobEvents)
    .values({
      jobId: job.id,
      userId: job.userId,
      kind: body.kind,
      title: body.title ?? '',
      localDate: body.date,
      localTime: body.time,
      timeZone: body.timeZone,
      startsAt: localToUtc(body.date, body.time, body.timeZone),
      note: body.note ?? '',
      remind: body.remind ?? false,
    })
    .returning();
  return toEvent(row as JobEventRow);
}

/** The job's event of this id, or a 404 (another job's event answers the same). */
export async function findEvent(db: Database, job: JobRow, eventId: string): Promise<JobEventRow> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(jobEvents)
    .where(and(eq(jobEvents.id, eventId), eq(jobEvents.jobId, job.id)));
  if (!row) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  return row;
}

/** Replaces the fields sent; a new day, time or zone recomputes the instant and re-arms the reminder. */
export async function updateEvent(db: Database, row: JobEventRow, body: UpdateEventBody): Promise<JobEvent> {
  const date = body.date ?? row.localDate;
  const time = body.time ?? row.localTime;
  const timeZone = body.timeZone ?? row.timeZone;
  const isMoved = date !== row.localDate || time !== row.localTime || timeZone !== row.timeZone;
  const [updated] = await db
    .update(jobEvents)
    .set({
      kind: body.kind ?? row.kind,
      title: body.title ?? row.title,
      localDate: date,
      localTime: time,
      timeZone,
      startsAt: localToUtc(date, time, timeZone),
      note: body.note ?? row.note,
      remind: body.remind ?? row.remind,
      reminderSentAt: isMoved ? null : row.reminderSentAt,
      updatedAt: new Date(),
    })
    .where(eq(jobEvents.id, row.id))
    .returning();
  return toEvent(updated as JobEventRow);
}

export async function deleteEvent(db: Database, row: JobEventRow): Promise<void> {
  await db.delete(jobEvents).where(eq(jobEvents.id, row.id));
}

/** How far back the Upcoming list and the feed reach: today's past interview still shows. */
export const RECENT_MS = 30 * 24 * 3_600_000;

/** The account's events from `since` on, soonest first, with their job's title and company. */
export async function accountEvents(
  db: Database,
  userId: string,
  since: Date,
  limit: number,
): Promise<UpcomingEvent[]> {
  const rows = await db
    .select({ event: jobEvents, jobTitle: jobs.title, company: jobs.company })
    .from(jobEvents)
    .innerJoin(jobs, eq(jobs.id, jobEvents.jobId))
    .where(and(eq(jobEvents.userId, userId), gte(jobEvents.startsAt, since)))
    .orderBy(asc(jobEvents.startsAt))
    .limit(limit);
  return rows.map(({ event, jobTitle, company }) => ({ ...toEvent(event), jobTitle, company }));
}
