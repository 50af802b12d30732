import { count, eq } from 'drizzle-orm';
import { COVER_LETTER_LIMIT_MESSAGE, MAX_COVER_LETTERS_PER_USER } from '../../domain/cover-letter-api';
import type { Transaction } from '../db/connection';
import { coverLetters, users } from '../db/schema';
import { badRequest } from '../http/errors';

/**
 * Inside a transaction: locks the user's row, so concurrent creations for one user queue up and each sees
 * the others' inserts, then refuses past the limit (as drafts/draft-limit.ts does for resumes).
 */
export async function assertUnderCoverLetterLimit(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ total: count() }).from(coverLetters).where(eq(coverLetters.userId, userId));
  if ((row?.total ?? 0) >= MAX_COVER_LETTERS_PER_USER) throw badRequest(COVER_LETTER_LIMIT_MESSAGE);
}
