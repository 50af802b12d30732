import { and, eq, sql } from 'drizzle-orm';
import { type DraftStatus, type ResumeDraft, VERSION_CONFLICT_MESSAGE } from '../../domain/draft-api';
import type { Resume } from '../../domain/resume';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { cleanResumeData } from './clean-resume-data';
import { toResumeDraft } from './draft-view';
import { DRAFT_NOT_FOUND_MESSAGE, findDraftRow } from './get-draft';

export interface DraftChanges {
  title?: string;
  data?: Resume;
  status?: Exclude<DraftStatus, 'paid'>;
  /** The version the client last saw; absent means last write wins. */
  version?: number;
}

/**
 * Writes the given fields and bumps the version, in one conditional UPDATE: with a version, only the request
 * that still matches it changes the row, so of two concurrent saves from the same version exactly one wins
 * and the other answers 409 with the draft as it now is. A paid draft stays paid whatever status is sent.
 */
export async function updateDraft(
  db: Database,
  userId: string,
  id: string,
  changes: DraftChanges,
): Promise<ResumeDraft> {
  const conditions = [eq(resumeDrafts.id, id), eq(resumeDrafts.userId, userId)];
  if (changes.version !== undefined) conditions.push(eq(resumeDrafts.version, changes.version));
  const [row] = await db
    .update(resumeDrafts)
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.data !== undefined && { data: cleanResumeData(changes.data) }),
      ...(changes.status !== undefined && {
        status: sql`case when ${resumeDrafts.status} = 'paid' then 'paid' else ${changes.status} end`,
      }),
      version: sql`${resumeDrafts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning();
  if (row) return toResumeDraft(row);

  const current = await findDraftRow(db, userId, id);
  if (!current) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  throw conflict(VERSION_CONFLICT_MESSAGE, { resumeDraft: toResumeDraft(current) });
}
