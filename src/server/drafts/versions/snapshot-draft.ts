import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { resumeDrafts } from '../../db/schema';
import { recordVersion } from './record-version';
import type { SnapshotReason } from './snapshot-rules';

/**
 * Keeps the draft as it is stored now in its history, for a reason the caller names: a client about to apply an
 * import, a template switch or an AI rewrite, or a server path about to change the draft itself. Returns the new
 * version's id; undefined when the draft is missing (or not the user's) or its latest version already holds it.
 */
export async function snapshotDraft(
  db: Database,
  userId: string,
  draftId: string,
  reason: SnapshotReason,
): Promise<{ found: boolean; versionId?: string }> {
  // Taking the snapshot restarts the 10-minute clock, so the next autosave does not keep the same state again.
  const [draft] = await db
    .update(resumeDrafts)
    .set({ lastSnapshotAt: sql`now()` })
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)))
    .returning({ title: resumeDrafts.title, data: resumeDrafts.data });
  if (!draft) return { found: false };
  const versionId = await recordVersion(db, {
    draftId,
    userId,
    reason,
    title: draft.title,
    content: draft.data,
  });
  return versionId ? { found: true, versionId } : { found: true };
}
