// `npm run build [outDir]`: the client bundle (Vite), then the prerendered public pages (scripts/prerender.mjs),
// then the server as JavaScript into dist/server (scripts/build-server.mjs). outDir (of the client) defaults to
// dist/client; the browser tests and benchmarks build the client into their own folder and the server apart.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const outDir = process.argv[2];
const outArgs = outDir ? ['--outDir', path.resolve(outDir)] : [];
if (run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...outArgs]) !== 0) process.exit(1);
if (run(['scripts/prerender.mjs', ...(outDir ? [path.resolve(outDir)] : [])]) !== 0) process.exit(1);
if (!outDir) process.exit(run(['scripts/build-server.mjs']));
