import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain JavaScript build script without type declarations.
import { buildServer } from '../scripts/build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
let built: Promise<string> | undefined;

/**
 * The server built once per bench run, as `npm start` runs it (dist/server/main.js), into its own folder inside
 * the repository (the server finds its migrations from the package.json above it); removed at exit.
 */
export function builtServerMain(): Promise<string> {
  built ??= (async () => {
    mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
    const dir = mkdtempSync(path.join(ROOT, 'dist', 'bench-server-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await buildServer(dir);
    return path.join(dir, 'main.js');
  })();
  return built;
}
