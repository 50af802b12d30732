import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The cover-letters area's table (issue 15), re-exported by schema.ts. Its foreign keys (user on delete
 * cascade, resume draft and job on delete set null) are declared in drizzle/0003_cover_letters.sql only:
 * naming `users` or `resume_drafts` here would make this module and schema.ts import each other.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** The resume the letter goes with: its letterhead and, by default, its design. */
    draftId: uuid('draft_id'),
    /** The saved job the letter answers. */
    jobId: uuid('job_id'),
    title: text('title').notNull(),
    /** Recipient, date, greeting, body (allowlisted rich text), closing, signature: CoverLetterContent. */
    content: jsonb('content').notNull(),
    /** Template, colour, font size, page size: CoverLetterDesign. */
    design: jsonb('design').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cover_letters_user_id_idx').on(t.userId)],
);

export type CoverLetterRow = typeof coverLetters.$inferSelect;
