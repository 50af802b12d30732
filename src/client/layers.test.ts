import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client's layering (docs/conventions.md): a feature never imports another feature or app/, and the
 * layers every feature may import (shared/, lib/, components/) import no feature and not app/. Only app/
 * composes features. A scan of the import specifiers, so a new feature is held to the rule without being listed.
 */

const CLIENT_DIR = dirname(new URL(import.meta.url).pathname);
const SOURCE = /\.(ts|tsx)$/;
// Static imports and re-exports, side-effect imports, dynamic import() and vi.mock().
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The folders under src/client a path lies in, e.g. ['features', 'builder', ...]; null outside src/client. */
function clientParts(path: string): string[] | null {
  const inside = relative(CLIENT_DIR, path);
  if (inside.startsWith('..')) return null;
  return inside.split(sep);
}

/** Each relative import of a file, as the src/client-relative parts of what it names. */
function importedParts(file: string, text: string): { specifier: string; parts: string[] | null }[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[2] as string)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ specifier, parts: clientParts(resolve(dirname(file), specifier)) }));
}

function violations(dir: string, isForbidden: (from: string[], to: string[]) => boolean): string[] {
  return sourceFiles(join(CLIENT_DIR, dir)).flatMap((file) => {
    const from = clientParts(file) ?? [];
    return importedParts(file, readFileSync(file, 'utf8'))
      .filter(({ parts }) => parts !== null && isForbidden(from, parts))
      .map(({ specifier }) => `${relative(CLIENT_DIR, file)} imports '${specifier}'`);
  });
}

describe('client layers', () => {
  it('a feature imports no other feature, and not app/ that composes them', () => {
    const found = violations(
      'features',
      (from, to) => (to[0] === 'features' && to[1] !== from[1]) || to[0] === 'app',
    );
    expect(found).toEqual([]);
  });

  it('shared/, lib/ and components/ import neither a feature nor app/', () => {
    const found = ['shared', 'lib', 'components'].flatMap((dir) =>
      violations(dir, (_from, to) => to[0] === 'features' || to[0] === 'app'),
    );
    expect(found).toEqual([]);
  });

  it('the scan sees every kind of import it is meant to catch', () => {
    const file = join(CLIENT_DIR, 'features', 'landing', 'example.tsx');
    const text = [
      "import { a } from '../auth/a';",
      "export { b } from '../dashboard/b';",
      "const C = lazy(() => import('../drafts/c'));",
      "import '../builder/d.css';",
      "vi.mock('../design/e');",
      "import { f } from './f';",
      "import { g } from 'react';",
    ].join('\n');
    const named = importedParts(file, text).map(({ parts }) => parts?.slice(0, 2).join('/'));
    expect(named).toEqual([
      'features/auth',
      'features/dashboard',
      'features/drafts',
      'features/builder',
      'features/design',
      'features/landing',
    ]);
  });
});
