import { count, gte } from 'drizzle-orm';
import type { ExportFormat } from '../../../domain/export-api';
import type { Database } from '../../db/connection';
import { documentExports } from '../../db/schema';

/** The record each export leaves, and the counts the landing page reads from them. */

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
