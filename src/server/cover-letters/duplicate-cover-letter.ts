import { COVER_LETTER_NOT_FOUND_MESSAGE, type CoverLetter } from '../../domain/cover-letter-api';
import { copyTitle } from '../../domain/draft-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import type { Database } from '../db/connection';
import { coverLetters } from '../db/schema';
import { notFound } from '../http/errors';
import { assertUnderCoverLetterLimit } from './cover-letter-limit';
import { toCoverLetter } from './cover-letter-view';
import { findCoverLetterRow } from './find-cover-letter';

/**
 * A copy titled '{title} (copy)' (the suffix in the requester's interface language), with the same links,
 * content and design, at version 1.
 */
export async function duplicateCoverLetter(
  db: Database,
  userId: string,
  id: string,
  language: InterfaceLanguage = 'en',
): Promise<CoverLetter> {
  const original = await findCoverLetterRow(db, userId, id);
  if (!original) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
  const row = await db.transaction(async (tx) => {
    await assertUnderCoverLetterLimit(tx, userId);
    const [inserted] = await tx
      .insert(coverLetters)
      .values({
        userId,
        title: copyTitle(original.title, language),
        draftId: original.draftId,
        jobId: original.jobId,
        content: original.content,
        design: original.design,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('cover letter insert returned nothing');
  return toCoverLetter(row);
}
