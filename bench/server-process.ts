import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags';
import { copySeededPglite, seededPostgresTemplate } from './seed-database';

export interface ServerProcess {
  url: string;
  databaseLabel: string;
  stop(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A throwaway database on the machine's PostgreSQL, or undefined when none answers; `seeded` makes it a copy of
 * the seeded template (bench/seed-database.ts).
 */
export async function createBenchDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? LOCAL_POSTGRES;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `resumable_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`drop database if exists "${name}"`);
  if (options.seeded) {
    await admin.end();
    const template = await seededPostgresTemplate(adminUrl);
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`create database "${name}" template "${template}"`);
    await again.end();
  } else {
    await admin.query(`create database "${name}"`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Starts bench/serve.ts in a child process on PostgreSQL when it answers (else PGlite) and waits for READY.
 * `databaseUrl` puts it on a database the caller made and drops (several processes share it); `redisUrl`
 * gives it REDIS_URL; `seeded` starts it on a copy of the seeded database instead of an empty one.
 */
export async function startServerProcess(options: {
  postgres: boolean;
  databaseUrl?: string;
  redisUrl?: string;
  seeded?: boolean;
}): Promise<ServerProcess> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : options.postgres
      ? await createBenchDatabase({ seeded: options.seeded })
      : undefined;
  const pgliteCopy =
    !database && options.seeded
      ? await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-seeded-'))
      : undefined;
  if (pgliteCopy) {
    await rm(pgliteCopy, { recursive: true });
    await copySeededPglite(pgliteCopy);
  }
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof") profiles the server process without touching the load generator.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', 'bench/serve.ts'],
    {
      env: {
        ...process.env,
        ...(database ? { BENCH_DATABASE_URL: database.url } : {}),
        ...(pgliteCopy ? { BENCH_PGLITE_DIR: pgliteCopy } : {}),
        ...(options.redisUrl ? { BENCH_REDIS_URL: options.redisUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const match = output.match(/READY (\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url,
    databaseLabel: `${database ? 'PostgreSQL' : options.postgres ? 'PGlite (no PostgreSQL answered)' : 'PGlite'}${options.seeded ? ' (seeded)' : ''}`,
    stop: async () => {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      await database?.drop();
      if (pgliteCopy) await rm(pgliteCopy, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh user and returns its session cookie. */
export async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Benchmark-123',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('sign-up set no cookie');
  return cookie;
}
