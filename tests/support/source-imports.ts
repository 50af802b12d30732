import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the source files import, read from the text: enough for rules about the shape of the code (which
 * packages a folder may use, which module may import which, no cycles) without a bundler or a parser. Type-only
 * imports are marked, since they vanish when TypeScript is compiled.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SourceImport {
  /** The specifier as written: `zod`, `../db/schema`. */
  specifier: string;
  /** `import type` / `export type`: erased at compile time. */
  typeOnly: boolean;
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The `.ts`/`.tsx` files under `folder` (relative to the repository root), as root-relative paths. */
export function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) found.push(child);
    }
  };
  walk(folder);
  return found.sort();
}

export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT_PATTERN)].map((match) => ({
    specifier: (match[2] ?? match[3]) as string,
    typeOnly: Boolean(match[1]),
  }));
}

/** The package an import names (`@scope/name` or `name`), or undefined for a relative or `node:` import. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const CANDIDATE_SUFFIXES = ['.ts', '.tsx', '/index.ts', ''];

/** The root-relative file a relative import of `file` names, or undefined when it names no source file. */
export function resolveRelative(
  file: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(file), specifier);
  return CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => known.has(candidate));
}

export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
