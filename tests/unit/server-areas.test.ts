import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, packageOf, ROOT, resolveRelative, sourceFiles } from '../support/source-imports';

/**
 * The server's areas point one way (ADR 0079): src/server/README.md lists them from the bottom up, and a module
 * may import its own area, the areas listed before it, src/domain and packages, nothing else. Tests inside an
 * area are held to the same order: a test that needs the areas above lives above them (tests/unit).
 */

const SERVER = 'src/server';
/** The only analysis module that may import a package, and the packages it may import (ADR 0083). */
const LANGUAGE_READER = `${SERVER}/analysis/language/english.ts`;
const LANGUAGE_PACKAGES = new Set(['wink-nlp', 'wink-eng-lite-web-model']);
/** The area of the files at the top of src/server (app.ts, main.ts): the composition, listed last. */
const TOP = 'app';

/** The areas in the order src/server/README.md lists them (`1. \`config\` — ...`), bottom first. */
function declaredOrder(readme: string): string[] {
  return [...readme.matchAll(/^\d+\.\s+`([a-z-]+)`/gm)].map((match) => match[1] as string);
}

const areaOf = (file: string): string => {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? (parts[0] as string) : TOP;
};

interface AreaImport {
  file: string;
  specifier: string;
  target: string;
}

/** Each import that reaches an area listed after the importer's, or an area the list does not name. */
function upwardImports(imports: AreaImport[], order: string[]): string[] {
  const rank = new Map(order.map((area, index) => [area, index]));
  return imports.flatMap(({ file, specifier, target }) => {
    const from = areaOf(file);
    const to = areaOf(target);
    if (from === to) return [];
    const fromRank = rank.get(from);
    const toRank = rank.get(to);
    if (fromRank === undefined) return [`${file}: its area ${from} is not in ${SERVER}/README.md`];
    if (toRank === undefined)
      return [`${file} imports ${specifier}: area ${to} is not in ${SERVER}/README.md`];
    return toRank > fromRank ? [`${file} imports ${specifier}: ${from} is below ${to}`] : [];
  });
}

const files = sourceFiles(SERVER);
const known = new Set(files);
const serverImports: AreaImport[] = files.flatMap((file) =>
  importsOf(file).flatMap(({ specifier }) => {
    const target = resolveRelative(file, specifier, known);
    return target?.startsWith(`${SERVER}/`) ? [{ file, specifier, target }] : [];
  }),
);
const order = declaredOrder(readFileSync(path.join(ROOT, SERVER, 'README.md'), 'utf8'));

describe('server areas', () => {
  it('are listed once each, and every folder of src/server is listed', () => {
    const folders = readdirSync(path.join(ROOT, SERVER), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(new Set(order).size).toBe(order.length);
    expect([...order].sort()).toEqual([...folders, TOP].sort());
  });

  it('import only the areas listed below them', () => {
    expect(serverImports.length).toBeGreaterThan(500);
    expect(upwardImports(serverImports, order)).toEqual([]);
  });

  it('the check names an upward import and two areas that import each other', () => {
    const imports: AreaImport[] = [
      {
        file: 'src/server/db/connection.ts',
        specifier: '../drafts/get-draft',
        target: 'src/server/drafts/get-draft.ts',
      },
      {
        file: 'src/server/drafts/get-draft.ts',
        specifier: '../db/schema',
        target: 'src/server/db/schema.ts',
      },
      { file: 'src/server/app.ts', specifier: './novel/x', target: 'src/server/novel/x.ts' },
    ];
    expect(upwardImports(imports, ['db', 'drafts', TOP])).toEqual([
      'src/server/db/connection.ts imports ../drafts/get-draft: db is below drafts',
      'src/server/app.ts imports ./novel/x: area novel is not in src/server/README.md',
    ]);
    expect(declaredOrder('1. `config` — settings\n2. `db` — the database\n- `x` is not a step')).toEqual([
      'config',
      'db',
    ]);
  });

  it('the analysis is pure: no package, no node: module, nothing of the server outside it', () => {
    const impure = sourceFiles(`${SERVER}/analysis`)
      .filter((file) => !/\.test\.ts$/.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => {
            // The one allowance (ADR 0083): the English model, in-memory and pure, read through one module.
            if (file === LANGUAGE_READER && LANGUAGE_PACKAGES.has(packageOf(specifier) ?? '')) return false;
            if (specifier.startsWith('node:') || packageOf(specifier) !== undefined) return true;
            const target = path.join(path.dirname(file), specifier);
            return !target.startsWith(`${SERVER}/analysis`) && !target.startsWith('src/domain');
          })
          .map(({ specifier }) => `${file} imports ${specifier}`),
      );
    expect(impure).toEqual([]);
  });
});
