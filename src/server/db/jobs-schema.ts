import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_user_id_idx').on(t.userId),
    check(
      'jobs_status_check',
      sql`${t.status} in ('saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn')`,
    ),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
