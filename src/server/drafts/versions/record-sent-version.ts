import { and, desc, eq } from 'drizzle-orm';
import { stableJson } from '../../../domain/draft-content';
import { isUuid } from '../../../domain/ids';
import type { Transaction } from '../../db/connection';
import { draftVersions, resumeDrafts } from '../../db/schema';
import { recordVersion } from './record-version';

export interface SentVersion {
  draftId: string;
  versionId: string;
  title: string;
  createdAt: Date;
}

/**
 * The version of the user's draft that is being sent with a job application (issue 35 item 4, ADR 0091): the
 * draft as it is now, kept in its history with reason 'sent', which retention never deletes, so the job can
 * always open exactly what the employer has. The latest version is reused when it is already a sent one holding
 * the same document (the same resume sent to two jobs keeps one version). Undefined when the draft is not the
 * user's (a missing one and a malformed id alike). Runs in the caller's transaction, under the draft's row lock,
 * so an autosave cannot slip between reading the draft and keeping it.
 */
export async function recordSentVersion(
  tx: Transaction,
  userId: string,
  draftId: string,
): Promise<SentVersion | undefined> {
  if (!isUuid(draftId)) return undefined;
  const [draft] = await tx
    .select({ title: resumeDrafts.title, data: resumeDrafts.data })
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)))
    .for('update');
  if (!draft) return undefined;
  const [latest] = await tx
    .select()
    .from(draftVersions)
    .where(eq(draftVersions.draftId, draftId))
    .orderBy(desc(draftVersions.createdAt))
    .limit(1);
  if (
    latest?.reason === 'sent' &&
    latest.title === draft.title &&
    stableJson(latest.content) === stableJson(draft.data)
  )
    return { draftId, versionId: latest.id, title: latest.title, createdAt: latest.createdAt };
  const versionId = await recordVersion(tx, {
    draftId,
    userId,
    reason: 'sent',
    title: draft.title,
    content: draft.data,
  });
  if (!versionId) throw new Error('a sent version is always kept');
  const [kept] = await tx
    .select({ createdAt: draftVersions.createdAt })
    .from(draftVersions)
    .where(eq(draftVersions.id, versionId));
  return { draftId, versionId, title: draft.title, createdAt: kept?.createdAt ?? new Date() };
}

/**
 * Deletes a version kept because it was sent, once no job records it any more (what was sent was replaced or
 * forgotten): retention never deletes sent versions, so without this a user re-recording could grow a
 * history without bound. Only the user's own 'sent' versions are touched.
 */
export async function releaseSentVersion(tx: Transaction, userId: string, versionId: string): Promise<void> {
  await tx
    .delete(draftVersions)
    .where(
      and(
        eq(draftVersions.id, versionId),
        eq(draftVersions.userId, userId),
        eq(draftVersions.reason, 'sent'),
      ),
    );
}
