import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, ServerProcess } from '../setup/server-process';
import { e2eServerEnv } from './server-env';

/**
 * A production server for one journey, apart from Playwright's shared webServer, which cannot be stopped
 * inside a test: same environment, its own port and DATA_DIR (embedded database and session secret), so it
 * can crash and come back with its users, sessions and drafts. `dispose` kills it and removes its data.
 */
export interface OwnServer {
  readonly url: string;
  /** Starts (or restarts) it on the same port and DATA_DIR; resolves once /api/health answers. */
  start(): Promise<void>;
  /** SIGKILL: a crash, nothing drained. SIGTERM: a clean shutdown. Resolves once the process is gone. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  dispose(): Promise<void>;
}

export async function createOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-e2e-own-'));
  const server = new ServerProcess({ port, env: e2eServerEnv(port, dataDir) });
  return {
    url: server.url,
    start: () => server.start(),
    stop: async (signal) => {
      await server.stop(signal);
    },
    dispose: async () => {
      await server.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
