import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './connection';

/**
 * Several processes starting together on one PostgreSQL server: each opens its own pool and migrates.
 * Only the PostgreSQL project runs this (PGlite has one owner of its data directory, so there is no race).
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(url);
if (!url) console.warn('migrate-once: skipped, set TEST_DATABASE_URL to a PostgreSQL server to run it');

const PROCESSES = 5;
let databaseUrl = '';
let databaseName = '';

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function journalTags(): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

describe.skipIf(!onPostgres)('migrations on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    databaseName = `resumable_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database "${databaseName}"`);
    const target = new URL(url ?? '');
    target.pathname = `/${databaseName}`;
    databaseUrl = target.toString();
  });
  afterAll(async () => {
    if (databaseName) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  });

  it('applies each migration exactly once when several processes start together, and all wait for it', async () => {
    const handles = await Promise.all(
      Array.from({ length: PROCESSES }, () => openDatabase({ kind: 'postgres', url: databaseUrl })),
    );
    try {
      // What each caller sees the moment its migrate() returns: it must never be a partial schema.
      const seenOnReturn = await Promise.all(
        handles.map(async (handle) => {
          await handle.migrate();
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
            const jobsTable = await client.query("select to_regclass('public.jobs') is not null as present");
            return { applied: applied.rows[0].n as number, jobsTable: jobsTable.rows[0].present as boolean };
          } finally {
            await client.end();
          }
        }),
      );
      const migrations = (await journalTags()).length;
      expect(seenOnReturn).toEqual(
        Array.from({ length: PROCESSES }, () => ({ applied: migrations, jobsTable: true })),
      );

      // A later start applies nothing again.
      await handles[0]?.migrate();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const rows = await client.query(
          'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
        );
        expect(rows.rowCount).toBe(migrations);
        expect(rows.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
