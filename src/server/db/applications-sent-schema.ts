import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What was sent with a job application (issue 35 item 4, ADR 0091), owned by the applications area and
 * re-exported by schema.ts. One row per job. The foreign keys (job and user on delete cascade; draft, draft
 * version and letter on delete set null) are declared in drizzle/0012_job_applications_sent.sql only: naming
 * the tables here would make this module and schema.ts import each other.
 */
export const jobApplicationsSent = pgTable(
  'job_applications_sent',
  {
    jobId: uuid('job_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    draftId: uuid('draft_id'),
    /** The version kept in the draft's history when it was sent (reason 'sent', never pruned). */
    draftVersionId: uuid('draft_version_id'),
    /** Copied: the job still names what was sent after the resume is deleted. */
    resumeTitle: text('resume_title').notNull(),
    resumeVersionAt: timestamp('resume_version_at', { withTimezone: true }).notNull(),
    letterId: uuid('letter_id'),
    /** The letter as it was sent: letters keep no history, so its content is copied here. */
    letterTitle: text('letter_title'),
    letterContent: jsonb('letter_content'),
    letterDesign: jsonb('letter_design'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_applications_sent_user_id_idx').on(t.userId),
    check(
      'job_applications_sent_letter_check',
      sql`(${t.letterTitle} is null) = (${t.letterContent} is null)`,
    ),
  ],
);

export type JobApplicationSentRow = typeof jobApplicationsSent.$inferSelect;
