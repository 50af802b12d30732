import { and, eq } from 'drizzle-orm';
import { defaultDraftTitle, type ResumeDraft } from '../../domain/draft-api';
import type { Resume } from '../../domain/resume';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { cleanResumeData } from './clean-resume-data';
import { toResumeDraft } from './draft-view';

export interface GuestResume {
  title?: string;
  data: Resume;
  migrationKey: string;
}

/**
 * Saves a guest's resume to the account exactly once per (user, migration key): the insert does nothing on
 * a repeat and the existing draft is answered, so two tabs or a retry never make two drafts. Never refused by
 * the draft limit: a visitor's work is never dropped.
 */
export async function migrateResume(
  db: Database,
  userId: string,
  resume: GuestResume,
): Promise<{ resumeDraft: ResumeDraft; isNew: boolean }> {
  const title = resume.title?.trim() ? resume.title.trim() : defaultDraftTitle(resume.data);
  const [inserted] = await db
    .insert(resumeDrafts)
    .values({
      userId,
      title,
      data: cleanResumeData(resume.data),
      status: 'draft',
      migrationKey: resume.migrationKey,
    })
    .onConflictDoNothing({ target: [resumeDrafts.userId, resumeDrafts.migrationKey] })
    .returning();
  if (inserted) return { resumeDraft: toResumeDraft(inserted), isNew: true };

  const [existing] = await db
    .select()
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.userId, userId), eq(resumeDrafts.migrationKey, resume.migrationKey)));
  // The conflicting row committed before our insert gave up, so it is visible now.
  if (!existing) throw new Error('migration conflict without an existing draft');
  return { resumeDraft: toResumeDraft(existing), isNew: false };
}
