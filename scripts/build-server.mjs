// `node scripts/build-server.mjs [outDir]`: the server as plain JavaScript (docs/decisions/0018-built-server.md).
// esbuild bundles each entry point (the server, the typesetting worker, the embedded database's thread, the
// migration command) with our own code inlined and every package left to node_modules, into outDir (default
// dist/server), beside the Typst templates the typesetter reads. outDir must be inside the repository: the
// server finds its migrations and content from the folder with package.json above it (src/server/config/project-root.ts).
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_SERVER_DIR = path.join(root, 'dist', 'server');

const ENTRY_POINTS = {
  main: 'src/server/main.ts',
  'render-worker': 'src/server/documents/render/render-worker.ts',
  'pglite-worker': 'src/server/db/pglite-thread/pglite-worker.ts',
  'migrate-cli': 'src/server/db/migrate-cli.ts',
};
const TEMPLATES = 'src/server/documents/render/templates';
/** What the built server is made from: a file here newer than the build means the build is stale. */
const SOURCES = ['src/server', 'src/domain', 'package.json'];

function newestSourceTime(relative) {
  const full = path.join(root, relative);
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestSourceTime(path.join(relative, entry)));
  return newest;
}

/** Whether outDir holds a server built from the current sources. */
export function isServerBuildFresh(outDir = DEFAULT_SERVER_DIR) {
  const main = path.join(outDir, 'main.js');
  if (!existsSync(main)) return false;
  const builtAt = statSync(main).mtimeMs;
  return SOURCES.every((source) => newestSourceTime(source) <= builtAt);
}

export async function buildServer(outDir = DEFAULT_SERVER_DIR) {
  // esbuild is a devDependency: building needs them, running the result does not.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  cpSync(path.join(root, TEMPLATES), path.join(outDir, 'templates'), { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_SERVER_DIR;
  const started = Date.now();
  await buildServer(outDir);
  console.log(`Server built into ${path.relative(root, outDir) || '.'} in ${Date.now() - started} ms`);
}
