import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../config/project-root';
import { PGliteThread } from './pglite-thread/pglite-thread-client';
import { schema } from './schema';

/** The one database type the rest of the server sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the task queue, pg-boss): with values, one parameterised
   * statement; without, any number of statements, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Connections of the PostgreSQL pool, for /metrics; absent on PGlite, which has one in-process connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = projectPath('drizzle');

/** Any fixed number: every process that migrates the same server takes this lock first. */
const MIGRATION_LOCK_KEY = 727_411_001;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A dumped data directory to load into memory on the database's thread (the tests' migrated template). */
      template?: Uint8Array;
      pglite?: PGlite;
    };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}

async function openPglite(target: {
  dataDir?: string;
  template?: Uint8Array;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  // A data directory or a template gets a thread of its own (ADR 0067); a client handed in runs on this thread,
  // as PGlite does by itself.
  let client: PGlite | PGliteThread | undefined = target.pglite;
  if (!client) {
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    if (target.dataDir) client = new PGliteThread({ dataDir: path.resolve(target.dataDir) });
    else if (target.template) client = new PGliteThread({ template: target.template });
    else client = new PGlite();
  }
  await client.waitReady;
  const pglite = client;
  // Drizzle's driver calls only query, exec and transaction, which the thread's client answers as PGlite does.
  const driverClient = pglite as PGlite;
  // Drizzle's two drivers differ only in their raw result type; the query builder the app uses is the same.
  const db = drizzlePglite({ client: driverClient, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite({ client: driverClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pglite.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A few connections, not pg's default ten: one Node process cannot use more for queries that take a
  // millisecond, and extra PostgreSQL backends only compete for the cores (autosave at 50 connections had a
  // longer tail with 10 than with 4; docs/benchmarks.md). Run more processes to scale out.
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const nodeDb = drizzleNodePg({ client: pool, schema });
  return {
    db: nodeDb as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await nodeDb.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      // pg answers an array of results for several statements; callers of this form read no rows.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The handle `db.transaction` gives its callback: run a unit's queries on it, never on `db`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
