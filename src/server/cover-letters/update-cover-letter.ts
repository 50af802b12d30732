import { and, eq, sql } from 'drizzle-orm';
import {
  COVER_LETTER_CONFLICT_MESSAGE,
  COVER_LETTER_NOT_FOUND_MESSAGE,
  type CoverLetter,
  type CoverLetterContent,
  type CoverLetterDesign,
} from '../../domain/cover-letter-api';
import { stableJson } from '../../domain/draft-content';
import type { Database } from '../db/connection';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../db/errors';
import { type CoverLetterRow, coverLetters } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { cleanLetterContent } from './clean-letter-content';
import { toCoverLetter } from './cover-letter-view';
import { findCoverLetterRow } from './find-cover-letter';
import { assertOwnLinks } from './letter-links';

export interface CoverLetterChanges {
  title: string;
  draftId: string | null;
  jobId: string | null;
  content: CoverLetterContent;
  design: CoverLetterDesign;
  /** The version the client last saw; absent means last write wins. */
  version?: number | undefined;
}

const comparable = (letter: Omit<CoverLetterChanges, 'version'>) =>
  stableJson({
    title: letter.title,
    draftId: letter.draftId,
    jobId: letter.jobId,
    content: letter.content,
    design: letter.design,
  });

/** The stored letter already is what this write would make it: the same save arriving twice. */
function isReplay(current: CoverLetterRow, changes: CoverLetterChanges): boolean {
  return comparable(changes) === comparable(toCoverLetter(current));
}

/**
 * Writes the whole letter and bumps the version in one conditional UPDATE, as update-draft.ts does (ADR 0005,
 * 0020): with a version, only the request that still matches it changes the row, so of two saves from the same
 * version exactly one wins and the other answers 409 with the letter as it now is, unless it is the same save
 * again (a replay: a keepalive save on closing the tab re-sent after the reload), which answers it unchanged.
 */
export async function updateCoverLetter(
  db: Database,
  userId: string,
  id: string,
  changes: CoverLetterChanges,
): Promise<CoverLetter> {
  await assertOwnLinks(db, userId, changes);
  const cleaned = { ...changes, content: cleanLetterContent(changes.content) };
  const [row] = await db
    .update(coverLetters)
    .set({
      title: cleaned.title,
      draftId: cleaned.draftId,
      jobId: cleaned.jobId,
      content: cleaned.content,
      design: cleaned.design,
      version: sql`${coverLetters.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(coverLetters.id, id),
        eq(coverLetters.userId, userId),
        cleaned.version === undefined ? undefined : eq(coverLetters.version, cleaned.version),
      ),
    )
    .returning()
    .catch((error: unknown) => {
      // The linked resume or job was deleted (in another tab) between the check and this write.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw badRequest('The linked resume or job is gone');
      throw error;
    });
  if (row) return toCoverLetter(row);

  const current = await findCoverLetterRow(db, userId, id);
  if (!current) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
  if (isReplay(current, cleaned)) return toCoverLetter(current);
  throw conflict(COVER_LETTER_CONFLICT_MESSAGE, { coverLetter: toCoverLetter(current) });
}
