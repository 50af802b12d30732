import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/** A hash of the migrations, so a template is rebuilt exactly when they change. */
async function migrationsHash(): Promise<string> {
  const hashOf = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hashOf.update(file).update(await readFile(full));
  }
  return hashOf.digest('hex').slice(0, 12);
}

/** PGlite's first start runs initdb (seconds); do it once, migrate, and give every test file a copy. */
async function buildPgliteTemplate(hash: string): Promise<string> {
  const file = path.join(os.tmpdir(), `resumable-pglite-template-${hash}.tar.gz`);
  if (existsSync(file)) return file;
  const client = new PGlite();
  const handle = await openDatabase({ kind: 'pglite', pglite: client });
  await handle.migrate();
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

/** On a PostgreSQL server: one migrated template database; each test file creates its own from it. */
async function buildPostgresTemplate(url: string, hash: string): Promise<string> {
  const name = `resumable_tpl_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building_${process.pid}`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
      await handle.migrate();
      await handle.close();
      try {
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } catch {
        // Another run built it first; ours is surplus.
        await admin.query(`drop database if exists "${building}"`);
      }
    }
  } finally {
    await admin.end();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const hash = await migrationsHash();
  project.provide('pgliteTemplate', await buildPgliteTemplate(hash));
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', url ? await buildPostgresTemplate(url, hash) : null);
}
