// `npm start`: builds the client if it has not been built and the server if its build is missing or older than
// its sources, then runs the built server with plain node (which applies migrations). docs/decisions/0018.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, DEFAULT_SERVER_DIR, isServerBuildFresh } from './build-server.mjs';
// V8 flags for the server process, shared with the benchmarks so they measure the process `npm start` runs. A
// larger young generation: every save and preview allocates a few hundred KB that dies at once, and with
// the default 16 MB semi-spaces the scavenger ran several hundred times a second under load.
import serverNodeFlags from './server-node-flags.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = fileURLToPath(new URL('../dist/client/index.html', import.meta.url));

if (!existsSync(builtIndex)) {
  console.log('Building the client (first start)...');
  // The client bundle and the prerendered public pages, exactly as `npm run build` makes them.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!isServerBuildFresh()) {
  console.log('Building the server...');
  try {
    await buildServer();
  } catch (error) {
    // Without devDependencies (npm install --omit=dev) there is no esbuild: build before pruning them.
    console.error('The server could not be built; run `npm run build` where devDependencies are installed.');
    console.error(error);
    process.exit(1);
  }
}

const server = spawn(process.execPath, [...serverNodeFlags, path.join(DEFAULT_SERVER_DIR, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
