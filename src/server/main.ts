import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { projectPath } from './config/project-root';
import { resolveSessionSecret } from './config/session-secret';
import { openDatabase } from './db/connection';

/** How long requests in flight at SIGTERM may take to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server: config, database (migrated), app, listen; drains and closes on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A fleet (REDIS_URL) whose processes each generate a secret cannot read one another's signed cookies
  // (OAuth state): said once the logger exists.
  const isFleetWithoutSecret = Boolean(config.redisUrl) && !config.sessionSecret;
  config = { ...config, sessionSecret: await resolveSessionSecret(config.sessionSecret, config.dataDir) };

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();

  const clientDir = config.clientDir ? path.resolve(config.clientDir) : projectPath('dist', 'client');
  const app = await buildApp({ config, database, clientDir });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // A keep-alive connection whose request finishes after close began would otherwise stay open until its
    // keep-alive timeout (72 s): connections are closed as soon as they are idle, and all of them once the
    // grace period is over.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    const forceClose = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
      clearTimeout(forceClose);
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (isFleetWithoutSecret)
    app.log.warn(
      'SESSION_SECRET is not set: give every process of the fleet the same one (README, Configuration)',
    );
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, appUrl: config.appUrl },
    `Resumable is serving on http://127.0.0.1:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
}

await main();
