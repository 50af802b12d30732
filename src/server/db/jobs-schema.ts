import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The jobs area's table (issue 14), re-exported by schema.ts. The foreign key to users (on delete cascade) is
 * declared in drizzle/0002_jobs.sql only: naming `users` here would make this module and schema.ts import
 * each other.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    /** Shown as a link, never fetched; only http(s). */
    link: text('link'),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('saved'),
    notes: text('notes').notNull().default(''),
    /** [{status, at}] oldest first. */
    statusHistory: jsonb('status_history').notNull().default(sql`'[]'::jsonb`),
    /** [{id, name, role, email, linkedin, notes}], at most MAX_CONTACTS_PER_JOB (drizzle/0009). */
    contacts: jsonb('contacts').notNull().default(sql`'[]'::jsonb`),
    nextStep: text('next_step').notNull().default(''),
    /** YYYY-MM-DD: a day, not an instant (no time zone to get wrong). */
    nextStepDate: date('next_step_date', { mode: 'string' }),
    /** Both set or both null (jobs_archived_check): an archived job always says why. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archiveReason: text('archive_reason'),
    /** The job's place in its status column of the board, smallest first (ADR 0089). */
    boardPosition: doublePrecision('board_position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_user_id_idx').on(t.userId),
    check(
      'jobs_status_check',
      sql`${t.status} in ('saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn')`,
    ),
    check(
      'jobs_archive_reason_check',
      sql`${t.archiveReason} in ('rejected', 'withdrew', 'filled', 'accepted')`,
    ),
    check('jobs_archived_check', sql`(${t.archivedAt} is null) = (${t.archiveReason} is null)`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
