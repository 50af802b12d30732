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

/**
 * `host: 'localhost'` serves under http://localhost:PORT (APP_URL too): WebAuthn refuses an IP address as the
 * relying party, so passkey journeys need a name.
 */
export async function createOwnServer(options: { host?: 'localhost' } = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-e2e-own-'));
  const url = options.host ? `http://${options.host}:${port}` : undefined;
  const env = { ...e2eServerEnv(port, dataDir), ...(url ? { APP_URL: url } : {}) };
  const server = new ServerProcess({ port, env });
  return {
    url: url ?? server.url,
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
