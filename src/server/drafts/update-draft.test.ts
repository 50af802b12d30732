import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { schema } from '../db/schema';
import { prepareSaveStatements } from './update-draft';

const statements = prepareSaveStatements(drizzle.mock({ schema }) as unknown as Database);

describe('the statements of a save (issue 29 item 10)', () => {
  it('reads the row once on the common path: no self-join and no old document', () => {
    const { sql } = statements.common.getQuery();
    expect(sql).toMatch(/^update "resume_drafts"/);
    expect(sql).not.toMatch(/\bfrom\b/i);
    expect(sql).not.toContain('"previous"');
    // It leaves a save whose snapshot is due to the full statement, and never moves the snapshot clock itself.
    expect(sql).toMatch(/not \(\$\d+::boolean and/);
    expect(sql).not.toContain('"last_snapshot_at" =');
  });

  it('keeps the full statement, which reads the old document only when a snapshot is due, for the rest', () => {
    const { sql } = statements.withSnapshot.getQuery();
    expect(sql).toContain('from "resume_drafts" "previous"');
    expect(sql).toContain('"last_snapshot_at" = case when');
  });
});
