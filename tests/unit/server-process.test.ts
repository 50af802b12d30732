import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The run contract end to end: the real entry point on the embedded database, data that survives a restart,
 * and a SIGTERM that drains and exits cleanly. (`npm start` adds only the client build in front of this.)
 */

const root = path.resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not answer /api/health within 60 s');
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('keeps data across a restart and exits cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    const port = String(await freePort());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-process-'));
    const env = { PORT: port, DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` };
    const base = `http://127.0.0.1:${port}`;
    const account = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'Compiler-1952',
    };

    const first = await startServer(env);
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBeLessThan(300);
    expect(await stop(first)).toBe(0);

    const second = await startServer(env);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.email).toBe(account.email);

    // A request in flight when SIGTERM arrives still gets its answer: the server drains before it exits.
    const inFlight = fetch(`${base}/api/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume: { personalDetails: { firstName: 'Grace', lastName: 'Hopper' } } }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exit = stop(second);
    const preview = await inFlight;
    expect(preview.status).toBe(200);
    expect((await preview.json()).pages.length).toBeGreaterThan(0);
    expect(await exit).toBe(0);
  });

  it('refuses to start on a bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a number');
  });
});
