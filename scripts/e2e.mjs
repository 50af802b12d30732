// `npm run test:e2e`: chooses Chromium (tests/e2e/chromium.ts: the system's, else the npm one) and names it,
// builds the client and the server, then runs the Playwright journeys against the production server (the built
// JavaScript, started by playwright.config.ts on a free port with a temporary DATA_DIR).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The choice is made (and an npm Chromium unpacked) here, once, before Playwright's processes repeat it.
const { chooseChromium, describeChromium } = await tsImport('../tests/e2e/chromium.ts', import.meta.url);
console.log(describeChromium(chooseChromium()));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const run = (args, env = process.env) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

// Each run builds into its own folder, so two runs (or a run and `npm start`) never overwrite each other.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'resumable-e2e-client-'));
// The pseudo-language (ADR 0085) is switched on for this build only: journeys check overflow and leftover English
// with it; a production build never offers it.
if (run(['scripts/build.mjs', clientDir], { ...process.env, VITE_PSEUDO_LANGUAGE: '1' }) !== 0)
  process.exit(1);
// The server too, inside the repository (it finds its migrations from the package.json above it).
mkdirSync(path.join(root, 'dist'), { recursive: true });
const serverDir = mkdtempSync(path.join(root, 'dist', 'e2e-server-'));
await buildServer(serverDir);

const port = String(process.env.E2E_PORT ?? (await freePort()));
const status = run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CLIENT_DIR: clientDir,
  SERVER_DIR: serverDir,
  E2E_PORT: port,
});
rmSync(serverDir, { recursive: true, force: true });
process.exit(status);
