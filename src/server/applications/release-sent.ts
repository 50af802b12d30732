import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/connection';
import { jobApplicationsSent } from '../db/schema';
import { releaseSentVersion } from '../drafts/versions/record-sent-version';

/** The resume version the job's record names now, read in the caller's transaction. */
export async function currentSentVersion(tx: Transaction, userId: string, jobId: string) {
  const [row] = await tx
    .select({ versionId: jobApplicationsSent.draftVersionId })
    .from(jobApplicationsSent)
    .where(and(eq(jobApplicationsSent.jobId, jobId), eq(jobApplicationsSent.userId, userId)))
    .for('update');
  return row?.versionId ?? null;
}

/**
 * After a job's record was replaced or forgotten: the version it named goes from the history unless another
 * job's record still names it (the same resume sent to two jobs keeps one version).
 */
export async function releaseIfUnused(
  tx: Transaction,
  userId: string,
  versionId: string | null,
  keptVersionId: string | null = null,
): Promise<void> {
  if (!versionId || versionId === keptVersionId) return;
  const [other] = await tx
    .select({ jobId: jobApplicationsSent.jobId })
    .from(jobApplicationsSent)
    .where(eq(jobApplicationsSent.draftVersionId, versionId))
    .limit(1);
  if (!other) await releaseSentVersion(tx, userId, versionId);
}
