import { desc, eq } from 'drizzle-orm';
import type { ResumeDraft } from '../../domain/draft-api';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { toResumeDraft } from './draft-view';

/** The user's drafts, most recently updated first (the dashboard and 'use the latest draft' both read [0]). */
export async function listDrafts(db: Database, userId: string): Promise<ResumeDraft[]> {
  const rows = await db
    .select()
    .from(resumeDrafts)
    .where(eq(resumeDrafts.userId, userId))
    .orderBy(desc(resumeDrafts.updatedAt), desc(resumeDrafts.createdAt), desc(resumeDrafts.id));
  return rows.map(toResumeDraft);
}
