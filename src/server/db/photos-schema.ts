import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The photos area's table (issue 17, ADR 0057), re-exported by schema.ts: one re-encoded photo per user. The
 * foreign key to users (on delete cascade) is declared in drizzle/0006_photos.sql only, as jobs-schema.ts does.
 */
export const resumePhotos = pgTable(
  'resume_photos',
  {
    userId: uuid('user_id').primaryKey(),
    mediaType: text('media_type').notNull(),
    dataBase64: text('data_base64').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('resume_photos_media_type_check', sql`${t.mediaType} in ('image/png', 'image/jpeg')`)],
);

export type ResumePhotoRow = typeof resumePhotos.$inferSelect;
