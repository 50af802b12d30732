import { and, eq } from 'drizzle-orm';
import { COVER_LETTER_NOT_FOUND_MESSAGE } from '../../domain/cover-letter-api';
import { isUuid } from '../../domain/ids';
import type { Database } from '../db/connection';
import { coverLetters } from '../db/schema';
import { notFound } from '../http/errors';

export async function deleteCoverLetter(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
  const deleted = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  if (deleted.length === 0) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
}
