import { and, desc, eq } from 'drizzle-orm';
import { resumeSchema } from '../../../domain/resume';
import type { DraftVersion, DraftVersionSummary } from '../../../domain/version-api';
import type { Database } from '../../db/connection';
import { draftVersions } from '../../db/schema';

/** The user's versions of a draft, newest first, without their documents. Another user's draft has none. */
export async function listVersions(
  db: Database,
  userId: string,
  draftId: string,
): Promise<DraftVersionSummary[]> {
  const rows = await db
    .select({
      id: draftVersions.id,
      createdAt: draftVersions.createdAt,
      reason: draftVersions.reason,
      summary: draftVersions.summary,
      changedBy: draftVersions.changedBy,
    })
    .from(draftVersions)
    .where(and(eq(draftVersions.draftId, draftId), eq(draftVersions.userId, userId)))
    .orderBy(desc(draftVersions.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One version with its document, or undefined when it is not a version of this user's draft. */
export async function findVersion(
  db: Database,
  userId: string,
  draftId: string,
  versionId: string,
): Promise<DraftVersion | undefined> {
  const [row] = await db
    .select()
    .from(draftVersions)
    .where(
      and(
        eq(draftVersions.id, versionId),
        eq(draftVersions.draftId, draftId),
        eq(draftVersions.userId, userId),
      ),
    );
  if (!row) return undefined;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    summary: row.summary,
    changedBy: row.changedBy,
    title: row.title,
    // Parsed again so a version kept before a schema change gains the defaults added since.
    data: resumeSchema.parse(row.content),
  };
}
