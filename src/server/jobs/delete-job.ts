import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { jobs } from '../db/schema';

/** Deletes the user's job; drafts tailored for it stay, their link cleared by the foreign key (set null). */
export async function deleteJob(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
}
