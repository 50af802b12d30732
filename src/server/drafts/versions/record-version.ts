import { desc, eq, sql } from 'drizzle-orm';
import { describeChanges } from '../../../domain/describe-changes';
import { stableJson } from '../../../domain/draft-content';
import type { Resume } from '../../../domain/resume';
import type { Database, Transaction } from '../../db/connection';
import { draftVersions } from '../../db/schema';
import { pruneVersions } from './prune-versions';
import type { SnapshotReason } from './snapshot-rules';

export interface VersionToRecord {
  draftId: string;
  userId: string;
  reason: SnapshotReason;
  title: string;
  /** The document as the draft held it. */
  content: unknown;
  /** What the draft holds next: a snapshot equal to it keeps nothing the draft does not already have. */
  next?: Resume | undefined;
  /** The personal access token's name, for a change made with one (reason 'token'). */
  changedBy?: string | undefined;
}

const designOf = (content: unknown) => {
  const { template, colorScheme, fontSize, pageSize } = (content ?? {}) as Record<string, unknown>;
  return { template, colorScheme, fontSize, pageSize };
};

/**
 * Keeps one version of a draft, with its summary against the version before it, then applies retention.
 * Runs only when a snapshot is due (rarely: at most every 10 minutes of typing), so its few queries are not on
 * autosave's common path. Returns the new version's id, or undefined when nothing needed keeping.
 */
export async function recordVersion(
  db: Database | Transaction,
  version: VersionToRecord,
): Promise<string | undefined> {
  const contentJson = stableJson(version.content);
  if (version.next !== undefined && stableJson(version.next) === contentJson) return undefined;
  const [latest] = await db
    .select({ content: draftVersions.content })
    .from(draftVersions)
    .where(eq(draftVersions.draftId, version.draftId))
    .orderBy(desc(draftVersions.createdAt))
    .limit(1);
  // A token's change is always kept, even when the version before holds the same document: the entry is the
  // record that the token changed the draft, and its summary says what the change did (ADR 0086).
  const isTokenChange = version.reason === 'token' && version.next !== undefined;
  // A version sent with a job application is its own record too (record-sent-version.ts reuses an equal one).
  const isAlwaysKept = isTokenChange || version.reason === 'sent';
  if (!isAlwaysKept && latest && stableJson(latest.content) === contentJson) return undefined;
  const summary = isTokenChange
    ? describeChanges(version.content, version.next)
    : latest
      ? describeChanges(latest.content, version.content)
      : 'First saved version';
  const [row] = await db
    .insert(draftVersions)
    .values({
      draftId: version.draftId,
      userId: version.userId,
      reason: version.reason,
      title: version.title,
      summary,
      content: version.content,
      design: designOf(version.content),
      changedBy: version.changedBy ?? null,
      // clock_timestamp, not now(): two versions kept in one transaction (a restore) still sort in order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: draftVersions.id });
  await pruneVersions(db, version.draftId);
  return row?.id;
}
