import { and, eq } from 'drizzle-orm';
import { COVER_LETTER_NOT_FOUND_MESSAGE, type CoverLetter } from '../../domain/cover-letter-api';
import { isUuid } from '../../domain/ids';
import type { Database } from '../db/connection';
import { type CoverLetterRow, coverLetters } from '../db/schema';
import { notFound } from '../http/errors';
import { toCoverLetter } from './cover-letter-view';

/** The user's letter row, or undefined: another user's letter, a missing one and a non-uuid id look the same. */
export async function findCoverLetterRow(
  db: Database,
  userId: string,
  id: string,
): Promise<CoverLetterRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
  return row;
}

export async function getCoverLetter(db: Database, userId: string, id: string): Promise<CoverLetter> {
  const row = await findCoverLetterRow(db, userId, id);
  if (!row) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
  return toCoverLetter(row);
}
