import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags';
import { builtServerMain } from './built-server';

export interface ProductionServer {
  url: string;
  stop(): Promise<void>;
}

let built: Promise<string> | undefined;

/**
 * The client built once per bench run into a temporary folder: dist/client is shared with other people's test
 * runs, so it is never written. BENCH_CLIENT_DIR reuses a folder built earlier with `node scripts/build.mjs`.
 */
export function builtClient(): Promise<string> {
  built ??= (async () => {
    const given = process.env.BENCH_CLIENT_DIR;
    if (given) return path.resolve(given);
    const parent = await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-client-'));
    process.once('exit', () => rmSync(parent, { recursive: true, force: true }));
    const dir = path.join(parent, 'client');
    // The prerender step shares a cache folder in node_modules with any other build running at the same
    // moment (parallel test runs), which can fail it; a second attempt after a pause gets through.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { status } = spawnSync(process.execPath, ['scripts/build.mjs', dir], {
        stdio: ['ignore', 'ignore', attempt === 3 ? 'inherit' : 'ignore'],
      });
      if (status === 0) return dir;
      await new Promise((resolve) => setTimeout(resolve, 5000 * attempt));
    }
    throw new Error('client build failed three times (run `node scripts/build.mjs <dir>` to see why)');
  })();
  return built;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * Resolves once the server process answers /api/health; fails if it exits first or misses the deadline. The
 * cold-start benchmark polls every 10 ms so the figure is not rounded up to the poll interval.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { timeoutMs = 60_000, pollMs = 200 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * `npm start` as a user runs it (the built dist/server/main.js, NODE_ENV=production, embedded database, default rate
 * limits) serving the built client, on a free loopback port, in its own process so the browser's work and the
 * server's do not share an event loop.
 */
export async function startProductionServer(): Promise<ProductionServer> {
  const clientDir = await builtClient();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, await builtServerMain()], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
