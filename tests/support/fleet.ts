import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: a plain JavaScript build script without type declarations.
import { buildServer } from '../../scripts/build-server.mjs';
import { freePort, ServerProcess } from '../setup/server-process';
import { startSmtpCatcher } from './smtp-catcher';
import { ROOT } from './source-imports';

/**
 * A fleet on this machine: two built server processes on one new PostgreSQL database and one Redis, a mail
 * catcher both send to, and the helpers the fleet test and the fleet benchmark share.
 */

export interface Fleet {
  servers: ServerProcess[];
  databaseUrl: string;
  mail: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** Why the fleet cannot run here, or undefined when PostgreSQL and Redis are both configured. */
export function fleetUnavailableReason(): string | undefined {
  const missing = [
    process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL (PostgreSQL)',
    process.env.TEST_REDIS_URL ? '' : 'TEST_REDIS_URL (Redis)',
  ].filter(Boolean);
  return missing.length ? `needs ${missing.join(' and ')}` : undefined;
}

async function createEmptyDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `resumable_fleet_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * Builds the server (unless SERVER_DIR names a build), makes an empty database and starts `count` processes
 * on it at the same moment, so they race for the migrations.
 */
export async function startFleet(
  options: { count?: number; env?: Record<string, string> } = {},
): Promise<Fleet> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  let serverDir = process.env.SERVER_DIR;
  let builtDir: string | undefined;
  if (!serverDir) {
    mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
    builtDir = mkdtempSync(path.join(ROOT, 'dist', 'test-fleet-'));
    await buildServer(builtDir);
    serverDir = builtDir;
  }
  const database = await createEmptyDatabase(adminUrl);
  const catcher = await startSmtpCatcher();
  const mail = catcher.received;
  const servers: ServerProcess[] = [];
  for (let i = 0; i < (options.count ?? 2); i++) {
    const port = await freePort();
    servers.push(
      new ServerProcess({
        port,
        env: {
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          SMTP_URL: catcher.url,
          // One secret for the fleet, as production must (README): each would otherwise make its own.
          SESSION_SECRET: 'fleet-secret-fleet-secret-fleet-secret-01',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'resumable-fleet-')),
          APP_URL: 'http://127.0.0.1:3000',
          SERVER_DIR: serverDir,
          ...options.env,
        },
        startTimeoutMs: 90_000,
      }),
    );
  }
  try {
    await Promise.all(servers.map((server) => server.start()));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await catcher.close();
    await database.drop();
    if (builtDir) rmSync(builtDir, { recursive: true, force: true });
    throw error;
  }
  return {
    servers,
    databaseUrl: database.url,
    mail,
    close: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await catcher.close();
      await database.drop();
      if (builtDir) rmSync(builtDir, { recursive: true, force: true });
    },
  };
}
