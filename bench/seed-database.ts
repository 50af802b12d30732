import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getSampleResume } from '../src/domain/sample-resumes';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { type DatabaseHandle, openDatabase } from '../src/server/db/connection';

/**
 * A database that holds data, for `npm run bench autosave -- --seeded` (issue 29 item 10): a fresh database
 * answers faster than one in use (bigger tables and indexes, a task queue with history). Every row is made by
 * a few INSERT ... SELECT generate_series statements with ids derived from the row number (md5), so the seed is
 * the same every time and takes seconds on PostgreSQL; it is built once and kept outside the repository.
 */

/** Raise it when the seed's shape changes, so an old cached copy is not reused. */
const SEED_VERSION = 2;
export const SEED_SIZE = {
  users: 4_000,
  draftsPerUser: 2,
  versionsPerDraft: 7,
  sessionsPerUser: 2,
  /** Finished tasks in each queue (pg-boss keeps completed tasks a week), and a few failed ones. */
  tasksPerQueue: 3_000,
};

/** Where seeded copies are kept between runs: BENCH_CACHE_DIR, else ~/.cache/resumable-bench. */
export function benchCacheDir(): string {
  return process.env.BENCH_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'resumable-bench');
}

/** The seed's statements: users, their sessions, drafts and versions, then finished tasks in every queue. */
async function seed(database: DatabaseHandle): Promise<void> {
  const resume = getSampleResume('01')?.resume;
  if (!resume) throw new Error('sample 01 is missing');
  const { users, draftsPerUser, versionsPerDraft, sessionsPerUser, tasksPerQueue } = SEED_SIZE;
  const run = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  // One user per number; a fixed argon2id-shaped hash (nobody signs in as a seeded user).
  await run(
    `insert into users (id, email, first_name, last_name, password_hash, email_verified_at, created_at)
     select md5('user-' || i)::uuid, 'seed-' || i || '@example.com', 'Seed', 'User ' || i,
       '$argon2id$v=19$m=19456,t=2,p=1$c2VlZHNlZWRzZWVkc2VlZA$' || md5('hash-' || i),
       now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
     from generate_series(1, $1::int) i`,
    [users],
  );
  // Half the sessions expired (the sweeper deletes them hourly), half live.
  await run(
    `insert into sessions (sid, sess, expire, user_id)
     select md5('session-' || u || '-' || s) || md5('sid-' || u || '-' || s),
       jsonb_build_object('userId', md5('user-' || u)::uuid, 'createdAt', now()::text, 'userAgent', 'Mozilla/5.0 (seed)'),
       now() + case when s % 2 = 0 then interval '20 days' else interval '-2 days' end,
       md5('user-' || u)::uuid
     from generate_series(1, $1::int) u, generate_series(1, $2::int) s`,
    [users, sessionsPerUser],
  );
  // Each draft is sample 01 with its own name and headline, so no two documents are byte for byte the same.
  await run(
    `insert into resume_drafts (id, user_id, title, data, version, last_snapshot_at, created_at, updated_at)
     select md5('draft-' || u || '-' || d)::uuid, md5('user-' || u)::uuid, 'Resume ' || d,
       jsonb_set(jsonb_set($1::jsonb, '{personalDetails,firstName}', to_jsonb('Seed' || u)),
         '{personalDetails,jobTitle}', to_jsonb('Role ' || (u * 7 + d) % 997)),
       10 + (u + d) % 300, now() - interval '1 day', now() - interval '30 days', now() - (u % 30) * interval '1 day'
     from generate_series(1, $2::int) u, generate_series(1, $3::int) d`,
    [JSON.stringify(resume), users, draftsPerUser],
  );
  await run(
    `insert into draft_versions (id, draft_id, user_id, created_at, reason, summary, title, content, design)
     select md5('version-' || r.id || '-' || v)::uuid, r.id, r.user_id, now() - v * interval '1 hour',
       case when v % 3 = 0 then 'session' else 'interval' end, 'Changed the summary', r.title,
       jsonb_set(r.data::jsonb, '{personalDetails,jobTitle}', to_jsonb('Earlier role ' || v)),
       jsonb_build_object('template', 'modern', 'colorScheme', 'blue', 'fontSize', 12, 'pageSize', 'letter')
     from resume_drafts r, generate_series(1, $1::int) v`,
    [versionsPerDraft],
  );
  const queues = (await run('select name from pgboss.queue')).rows as { name: string }[];
  for (const { name } of queues) {
    await run(
      `insert into pgboss.job (id, name, data, state, created_on, started_on, completed_on, keep_until, retry_count)
       select md5($1 || '-' || i)::uuid, $1, jsonb_build_object('to', 'seed-' || i || '@example.com', 'seed', i),
         (case when i % 100 = 0 then 'failed' else 'completed' end)::pgboss.job_state,
         now() - (i % 6) * interval '1 day', now() - (i % 6) * interval '1 day',
         now() - (i % 6) * interval '1 day', now() + interval '7 days', case when i % 100 = 0 then 2 else 0 end
       from generate_series(1, $2::int) i`,
      [name, tasksPerQueue],
    );
  }
  await run('analyze');
}

/** Migrates the database, lets the app create its task queues (pg-boss's schema), then seeds it. */
async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  const dataDir = path.join(os.tmpdir(), `resumable-seed-app-${process.pid}`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  await seed(database);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * A copy of the seeded embedded database in `dataDir` (which must not exist yet): built into the cache folder
 * the first time (a minute or two), copied from it afterwards.
 */
export async function copySeededPglite(dataDir: string): Promise<void> {
  const cached = path.join(benchCacheDir(), `pglite-seeded-v${SEED_VERSION}`);
  if (!(await exists(cached))) {
    const building = `${cached}.building-${process.pid}`;
    await rm(building, { recursive: true, force: true });
    await mkdir(path.dirname(cached), { recursive: true });
    console.log(`seeding an embedded database into ${cached} (once)...`);
    const database = await openDatabase({ kind: 'pglite', dataDir: building });
    await migrateAndSeed(database);
    await database.close();
    await rename(building, cached);
  }
  await cp(cached, dataDir, { recursive: true });
}

/**
 * On PostgreSQL the seeded database is kept as a template (resumable_bench_seeded_v1); each run gets a copy of it
 * (CREATE DATABASE ... TEMPLATE), which is a file copy. Answers the template's name.
 */
export async function seededPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `resumable_bench_seeded_v${SEED_VERSION}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    console.log(`seeding PostgreSQL database ${name} (once; drop it to seed again)...`);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin.end();
  }
}
