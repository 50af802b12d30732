import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VERSION_REASONS } from '../../domain/version-api';

/**
 * The version history and public links of resume drafts (issue 20), owned by the drafts area and re-exported
 * by schema.ts. The foreign keys (draft and user, both on delete cascade) are declared in
 * drizzle/0004_sharing_and_versions.sql only: naming the tables here would make this module and schema.ts
 * import each other.
 */

export const draftVersions = pgTable(
  'draft_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason', { enum: VERSION_REASONS }).notNull(),
    /** What changed since the version before, in words ("Experience: 2 bullets changed"). */
    summary: text('summary').notNull().default(''),
    title: text('title').notNull(),
    /** The resume document as it was (design included). */
    content: jsonb('content').notNull(),
    /** The design fields alone (template, colours, font size, page size), so a list can name them unread. */
    design: jsonb('design').notNull(),
    /** The name of the personal token that made the change (reason 'token'); null for the user's own. */
    changedBy: text('changed_by'),
  },
  (t) => [
    index('draft_versions_draft_id_created_at_idx').on(t.draftId, t.createdAt),
    index('draft_versions_user_id_idx').on(t.userId),
  ],
);

export const draftShares = pgTable(
  'draft_shares',
  {
    draftId: uuid('draft_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** 128 random bits, base64url: the public address /r/{slug}. */
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** argon2id, as account passwords; null when the link needs none. */
    passwordHash: text('password_hash'),
    indexable: boolean('indexable').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('draft_shares_slug_unique').on(t.slug), index('draft_shares_user_id_idx').on(t.userId)],
);

export type DraftVersionRow = typeof draftVersions.$inferSelect;
export type DraftShareRow = typeof draftShares.$inferSelect;
