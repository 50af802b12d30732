import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { notFound } from '../http/errors';
import { DRAFT_NOT_FOUND_MESSAGE } from './get-draft';

export async function deleteDraft(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(resumeDrafts)
    .where(and(eq(resumeDrafts.id, id), eq(resumeDrafts.userId, userId)))
    .returning({ id: resumeDrafts.id });
  if (deleted.length === 0) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
}
