import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script without type declarations.
import { buildServer } from '../../scripts/build-server.mjs';
import { freePort, ServerProcess } from '../setup/server-process';
import { ROOT } from '../support/source-imports';

/**
 * What `npm start` runs (docs/decisions/0018-built-server.md): the server built into JavaScript starts with
 * plain node, migrates a new database, serves the blog from content/ and typesets on its JavaScript workers
 * with the templates copied beside it.
 */

mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
const serverDir = mkdtempSync(path.join(ROOT, 'dist', 'test-server-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(serverDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts with plain node and renders on its workers', { timeout: 180_000 }, async () => {
    await buildServer(serverDir);
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-built-'));
    server = new ServerProcess({
      port,
      env: { DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}`, SERVER_DIR: serverDir },
      startTimeoutMs: 90_000,
    });
    await server.start();

    const preview = await fetch(`${server.url}/api/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume: { personalDetails: { firstName: 'Ada', lastName: 'Lovelace' } } }),
    });
    expect(preview.status).toBe(200);
    const { pages } = (await preview.json()) as { pages: string[] };
    expect(pages.length).toBe(1);
    expect(pages[0]).toContain('<svg');

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/blog/');
  });
});
