// `npm run build [outDir]`: the client bundle (Vite), then the prerendered public pages (scripts/prerender.mjs).
// outDir defaults to dist/client; the browser tests and benchmarks build into their own folder.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const outDir = process.argv[2];
const outArgs = outDir ? ['--outDir', path.resolve(outDir)] : [];
if (run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...outArgs]) !== 0) process.exit(1);
process.exit(run(['scripts/prerender.mjs', ...(outDir ? [path.resolve(outDir)] : [])]));
