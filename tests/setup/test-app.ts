import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config/config';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A config as production would read it, with a fixed secret and quiet logs; `env` adds or overrides variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/resumable-test-data',
    ...env,
  });
}

/** The real app on a fresh database. Pass `database` to share one between two app instances. */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle } & Partial<
    Pick<BuildAppOptions, 'overrides' | 'logStream' | 'clientDir'>
  > = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    overrides: options.overrides,
    logStream: options.logStream,
    clientDir: options.clientDir,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
