import { desc, eq } from 'drizzle-orm';
import type { CoverLetter } from '../../domain/cover-letter-api';
import type { Database } from '../db/connection';
import { coverLetters } from '../db/schema';
import { toCoverLetter } from './cover-letter-view';

/** The user's letters, most recently updated first, as the dashboard lists them. */
export async function listCoverLetters(db: Database, userId: string): Promise<CoverLetter[]> {
  const rows = await db
    .select()
    .from(coverLetters)
    .where(eq(coverLetters.userId, userId))
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.createdAt), desc(coverLetters.id));
  return rows.map(toCoverLetter);
}
