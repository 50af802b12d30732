import { and, eq } from 'drizzle-orm';
import type { ResumeDraft } from '../../domain/draft-api';
import type { Database } from '../db/connection';
import { type ResumeDraftRow, resumeDrafts } from '../db/schema';
import { notFound } from '../http/errors';
import { toResumeDraft } from './draft-view';

export const DRAFT_NOT_FOUND_MESSAGE = 'Resume draft not found';

/** The user's draft row, or undefined: another user's draft is indistinguishable from a missing one. */
export async function findDraftRow(
  db: Database,
  userId: string,
  id: string,
): Promise<ResumeDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.id, id), eq(resumeDrafts.userId, userId)));
  return row;
}

export async function getDraft(db: Database, userId: string, id: string): Promise<ResumeDraft> {
  const row = await findDraftRow(db, userId, id);
  if (!row) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  return toResumeDraft(row);
}
