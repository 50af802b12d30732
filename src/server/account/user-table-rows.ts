import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/** A column whose name says it holds a secret or a hash of one: never exported, even to its owner. */
const SECRET_COLUMN = /password|secret|token|hash|^sid$/i;

/**
 * The user's rows in every table with a user_id column except `known` ones (which the export writes in their own
 * files), found through information_schema: an area added later (cover letters, shares, ...) appears in the
 * export without a change here. Secret-looking columns are left out.
 */
export async function otherUserTableRows(
  db: Database,
  userId: string,
  known: ReadonlySet<string>,
): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = (await db.execute(sql`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id' order by table_name
  `)) as unknown as { rows: { name: string }[] };
  const found = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tables.rows) {
    if (known.has(name)) continue;
    const result = (await db.execute(
      sql`select * from ${sql.identifier(name)} where user_id = ${userId}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    if (result.rows.length === 0) continue;
    found.set(
      name,
      result.rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column))),
      ),
    );
  }
  return found;
}
