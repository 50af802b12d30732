import { createHash } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { defaultDraftTitle, type ResumeDraft } from '../../domain/draft-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import type { Resume } from '../../domain/resume';
import type { Database } from '../db/connection';
import { type ResumeDraftRow, resumeDrafts } from '../db/schema';
import { cleanResumeData } from './clean-resume-data';
import { toResumeDraft } from './draft-view';

export interface GuestResume {
  title?: string;
  data: Resume;
  /** Our client's key for this guest resume; the spec's clients send none (see contentKeys). */
  migrationKey?: string;
}

/**
 * How long the same resume sent again without a key counts as a repeat of the first sending (a retry, a
 * second tab) rather than a new migration (docs/decisions/0019-migration-without-key.md).
 */
export const KEYLESS_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Keys for a migration sent without one: the document's hash and the window it falls in. Client keys never
 * contain ':', so the two kinds never meet. The window before is looked up too, so a retry just after a
 * window's end still finds the first.
 */
function contentKeys(data: Resume, now: Date): { current: string; previous: string } {
  const hash = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
  const window = Math.floor(now.getTime() / KEYLESS_REPEAT_WINDOW_MS);
  return { current: `content:${hash}:${window}`, previous: `content:${hash}:${window - 1}` };
}

async function findByKeys(db: Database, userId: string, keys: string[], since?: Date) {
  const [row] = await db
    .select()
    .from(resumeDrafts)
    .where(
      and(
        eq(resumeDrafts.userId, userId),
        inArray(resumeDrafts.migrationKey, keys),
        since ? gte(resumeDrafts.createdAt, since) : undefined,
      ),
    );
  return row;
}

/**
 * Saves a guest's resume to the account exactly once per (user, migration key): the insert does nothing on
 * a repeat and the existing draft is answered, so two tabs or a retry never make two drafts. Without a key,
 * the same document sent again within KEYLESS_REPEAT_WINDOW_MS is the repeat. Never refused by the draft
 * limit: a visitor's work is never dropped.
 */
export async function migrateResume(
  db: Database,
  userId: string,
  resume: GuestResume,
  now: Date = new Date(),
  /** The language of a title the resume came without ('My Resume'): the request's interface language. */
  language: InterfaceLanguage = 'en',
): Promise<{ resumeDraft: ResumeDraft; isNew: boolean }> {
  const data = cleanResumeData(resume.data);
  let key = resume.migrationKey;
  if (key === undefined) {
    const keys = contentKeys(data, now);
    const recent = await findByKeys(
      db,
      userId,
      [keys.current, keys.previous],
      new Date(now.getTime() - KEYLESS_REPEAT_WINDOW_MS),
    );
    if (recent) return { resumeDraft: toResumeDraft(recent), isNew: false };
    key = keys.current;
  }

  const title = resume.title?.trim() ? resume.title.trim() : defaultDraftTitle(resume.data, language);
  const [inserted] = await db
    .insert(resumeDrafts)
    .values({ userId, title, data, status: 'draft', migrationKey: key })
    .onConflictDoNothing({ target: [resumeDrafts.userId, resumeDrafts.migrationKey] })
    .returning();
  if (inserted) return { resumeDraft: toResumeDraft(inserted), isNew: true };

  // The conflicting row committed before our insert gave up, so it is visible now.
  const existing: ResumeDraftRow | undefined = await findByKeys(db, userId, [key]);
  if (!existing) throw new Error('migration conflict without an existing draft');
  return { resumeDraft: toResumeDraft(existing), isNew: false };
}
