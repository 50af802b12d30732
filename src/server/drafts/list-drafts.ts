import { desc, eq } from 'drizzle-orm';
import type { ListedDraft } from '../../domain/draft-api';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { jobLabelsFor } from '../jobs/job-access';
import { toResumeDraft } from './draft-view';

/**
 * The user's drafts, most recently updated first (the dashboard and 'use the latest draft' both read [0]), each
 * with the job it was tailored for, if any (jobId, jobTitle, company; null for the others).
 */
export async function listDrafts(db: Database, userId: string): Promise<ListedDraft[]> {
  const rows = await db
    .select()
    .from(resumeDrafts)
    .where(eq(resumeDrafts.userId, userId))
    .orderBy(desc(resumeDrafts.updatedAt), desc(resumeDrafts.createdAt), desc(resumeDrafts.id));
  const jobIds = [...new Set(rows.flatMap((row) => (row.jobId ? [row.jobId] : [])))];
  const labels = await jobLabelsFor(db, userId, jobIds);
  return rows.map((row) => {
    const label = row.jobId ? labels.get(row.jobId) : undefined;
    return {
      ...toResumeDraft(row),
      jobId: label ? row.jobId : null,
      jobTitle: label?.title ?? null,
      company: label?.company ?? null,
    };
  });
}
