import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folder (the one with package.json), found from where this code runs: src/server/ under
 * tsx and Vitest, dist/server/ once built (docs/decisions/0018-built-server.md). Files the server reads that
 * are not its code (migrations, the blog, the built client) are found from here, so both layouts work.
 */
function findProjectRoot(start: string): string {
  let folder = start;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${start}`);
    folder = parent;
  }
  return folder;
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

export const projectPath = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
