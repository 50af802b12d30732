import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { type DatabaseHandle, openDatabase } from '../src/server/db/connection';

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The production app on a loopback port, as `npm start` builds it (worker pool and all), on PostgreSQL when
 * BENCH_DATABASE_URL is set (a fresh schema is migrated into it), else on a temporary PGlite (or the copy of
 * the seeded one in BENCH_PGLITE_DIR); with Redis when BENCH_REDIS_URL is set (the fleet benchmark).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    RATE_LIMIT_PREVIEW_PER_SECOND: '1000000',
    RATE_LIMIT_AI_PER_MINUTE: '1000000',
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    ...env,
  });
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR ?? path.join(dataDir, 'db') },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
