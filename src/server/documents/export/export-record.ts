import { and, count, eq, gte } from 'drizzle-orm';
import type { ExportFormat } from '../../../domain/export-api';
import type { Database } from '../../db/connection';
import { documentExports, resumeDrafts, users } from '../../db/schema';

/** The rows an export needs, and the record it leaves for the landing page's counts. */

export interface ExportSubject {
  title: string;
  data: unknown;
  status: string;
  paidAccessUntil: Date | null;
  subscriptionStatus: string | null;
  subscriptionExpiresAt: Date | null;
}

/** The user's draft with the user's plan, in one query; another user's draft is not found. */
export async function findExportSubject(
  db: Database,
  userId: string,
  draftId: string,
): Promise<ExportSubject | undefined> {
  const [row] = await db
    .select({
      title: resumeDrafts.title,
      data: resumeDrafts.data,
      status: resumeDrafts.status,
      paidAccessUntil: resumeDrafts.paidAccessUntil,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(resumeDrafts)
    .innerJoin(users, eq(users.id, resumeDrafts.userId))
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)));
  return row;
}

export async function recordExport(
  db: Database,
  entry: { userId: string; draftId: string; format: ExportFormat },
): Promise<void> {
  await db.insert(documentExports).values(entry);
}

/** Exports made at or after `since`, for the landing page's figures. */
export async function countExportsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentExports)
    .where(gte(documentExports.createdAt, since));
  return row?.n ?? 0;
}
