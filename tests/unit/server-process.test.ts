import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess, spawnServer } from '../setup/server-process';

/**
 * The run contract end to end: the real entry point on the embedded database, data that survives a restart,
 * and a SIGTERM that drains and exits cleanly. (`npm start` adds only the client build in front of this.)
 */

const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
});

describe('the server process', () => {
  it('keeps data across a restart and exits cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-process-'));
    const server = new ServerProcess({
      port,
      env: { DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` },
      startTimeoutMs: 60_000,
    });
    started.push(server);
    const base = server.url;
    const account = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'Compiler-1952',
    };

    await server.start();
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBeLessThan(300);
    expect(await server.stop()).toBe(0);

    await server.start();
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
    const exit = server.stop();
    const preview = await inFlight;
    expect(preview.status).toBe(200);
    expect((await preview.json()).pages.length).toBeGreaterThan(0);
    expect(await exit).toBe(0);
  });

  it('refuses to start on a bad configuration, naming the variable', async () => {
    const child = spawnServer({ PORT: 'not-a-port' });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a number');
  });
});
