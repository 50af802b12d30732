import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags';

/**
 * The real entry point in a child process that a test can start, crash or stop, and start again on the same
 * port and DATA_DIR: the built server of SERVER_DIR (set by the browser-test runner, scripts/e2e.mjs, as
 * `npm start` runs dist/server/main.js), else the same entry point from source through tsx.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What a failed start reports of the server's stderr: enough for the error that stopped it. */
const STDERR_TAIL_CHARS = 4000;

/** Children still running when the test process exits are killed with it rather than left listening. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns the server with `env` over the parent's environment; stderr is piped for the caller to read. */
export function spawnServer(env: Record<string, string>): ChildProcess {
  // With the V8 flags `npm start` gives the server, so these tests run the process as production does.
  const childEnv = { ...process.env, ...env };
  const entry = childEnv.SERVER_DIR
    ? [path.join(childEnv.SERVER_DIR, 'main.js')]
    : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export interface ServerProcessOptions {
  port: number;
  /** Over the parent's environment and the production defaults (NODE_ENV, HOST, LOG_LEVEL); PORT is set. */
  env: Record<string, string>;
  /** PGlite's first start in an empty DATA_DIR runs initdb, which takes seconds on a busy machine. */
  startTimeoutMs?: number;
}

export class ServerProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private stderr = '';

  constructor(private readonly options: ServerProcessOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and resolves once GET /api/health answers 200. */
  async start(): Promise<void> {
    if (this.isRunning) throw new Error(`the server on ${this.url} is already running`);
    this.stderr = '';
    const child = spawnServer({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...this.options.env,
      PORT: String(this.options.port),
    });
    child.stderr?.on('data', (chunk) => {
      this.stderr = (this.stderr + String(chunk)).slice(-STDERR_TAIL_CHARS);
    });
    this.child = child;
    const timeoutMs = this.options.startTimeoutMs ?? 120_000;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.isRunning) {
        throw new Error(`the server exited while starting (${this.exitDescription()}):\n${this.stderr}`);
      }
      if (await this.isHealthy()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `the server did not answer ${this.url}/api/health within ${timeoutMs} ms:\n${this.stderr}`,
    );
  }

  /**
   * SIGTERM drains requests and exits (with 0 when all went well); SIGKILL is a crash. Resolves with the exit
   * code (null when killed by the signal) once the process is gone, at once if it is not running.
   */
  stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    if (!child || !this.isRunning) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  }

  private async isHealthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      return response.ok;
    } catch {
      return false; // Not listening yet.
    }
  }

  private exitDescription(): string {
    return this.child?.signalCode ? `signal ${this.child.signalCode}` : `code ${this.child?.exitCode}`;
  }
}
