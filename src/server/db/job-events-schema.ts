import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Dates on a job and the account's calendar feed secret (issue 35 item 2, ADR 0090), re-exported by schema.ts.
 * The foreign keys (to jobs and users, on delete cascade) are declared in drizzle/0011_job_events.sql only, as
 * jobs-schema.ts does.
 */
export const jobEvents = pgTable(
  'job_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    /** The wall-clock date, time and zone as the user gave them: the truth an instant is computed from. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** HH:MM, 24-hour. */
    localTime: text('local_time').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The UTC instant of localDate + localTime in timeZone, for ordering and the feed. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    remind: boolean('remind').notNull().default(false),
    /** Set once by the reminder task's conditional update: the mail went. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_events_job_id_idx').on(t.jobId),
    index('job_events_user_starts_idx').on(t.userId, t.startsAt),
    index('job_events_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.remind} AND ${t.reminderSentAt} IS NULL`),
    check('job_events_kind_check', sql`${t.kind} in ('interview', 'deadline', 'follow-up')`),
  ],
);

export type JobEventRow = typeof jobEvents.$inferSelect;

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id').primaryKey(),
    /** SHA-256 (hex) of the 256-bit secret in the feed's address. */
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_hash_unique').on(t.secretHash)],
);
