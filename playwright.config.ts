import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags';
import { chooseChromium } from './tests/e2e/chromium';
import { e2eServerEnv } from './tests/e2e/server-env';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// scripts/e2e.mjs made the same choice (and unpacked an npm Chromium if needed) and named it at the start.
const chromium = chooseChromium();
// One temporary data directory per run; tests read the mail outbox from it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'resumable-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The local OpenID provider (tests/e2e/oauth-provider.ts) listens next to the app: the web server's env below is
// read now, before global setup starts the provider, so its port is fixed here.
process.env.E2E_OAUTH_PORT ??= String(port + 1);
const oauthIssuer = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;

/** The built server the journeys run, as `npm start` does: scripts/e2e.mjs builds one for the run. */
function builtServerMain(): string {
  const main = path.join(process.env.SERVER_DIR ?? 'dist/server', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run the journeys with npm run test:e2e`);
  return main;
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/oauth-provider.ts',
  // One folder per run (by port): Playwright empties its output folder at start, and runs may overlap.
  outputDir: `tests/e2e/.artifacts/run-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Under CI the suite shares two cores with the server and its render threads; a first load has taken over 10 s.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium.executablePath,
      args: chromium.args,
      env: chromium.env,
    },
  },
  webServer: {
    // With the V8 flags `npm start` gives the server (scripts/server-node-flags.json).
    command: ['node', ...SERVER_NODE_FLAGS, builtServerMain()].join(' '),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...e2eServerEnv(port, dataDir),
      // Google sign-in against the local provider, so 'Sign up with Google' shows in every journey's modal.
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER_URL: oauthIssuer,
    },
  },
});
