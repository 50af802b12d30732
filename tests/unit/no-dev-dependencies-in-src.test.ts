import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isTestFile, packageOf, ROOT, sourceFiles } from '../support/source-imports';

/**
 * The product is what `src/` holds, and production installs may leave devDependencies out, so no module under
 * `src/` that ships may import one. Tests beside the code (`*.test.ts`) never ship and may (vitest, the test
 * helpers of tests/support); type-only imports vanish when compiled and may too. Tools for tests live in
 * tests/support/, tools for benchmarks in bench/.
 */

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const devOnly = new Set(Object.keys(manifest.devDependencies));

const shipped = sourceFiles('src').filter((file) => !isTestFile(file));

/**
 * Development-only features that load a devDependency on demand, never at start-up in production: the file,
 * and the one package it may import dynamically. Its caller checks NODE_ENV=development.
 */
const DEVELOPMENT_ONLY: Record<string, string> = {
  [path.join('src', 'server', 'http', 'api-reference.ts')]: '@fastify/swagger-ui',
};

/**
 * Modules that load a devDependency only when they run as TypeScript source (under tsx or Vitest, where it is
 * installed), never in the built server, which is JavaScript: the file, and the package.
 */
const TYPESCRIPT_SOURCE_ONLY: Record<string, string> = {
  // The embedded database's worker registers tsx before importing its TypeScript file (ADR 0067).
  [path.join('src', 'server', 'db', 'pglite-thread', 'pglite-thread-client.ts')]: 'tsx/esm/api',
};

describe('modules under src/', () => {
  it('are found (the scan reads the tree)', () => {
    expect(shipped).toContain(path.join('src', 'server', 'app.ts'));
    expect(importsOf(path.join('src', 'server', 'app.ts')).map((entry) => entry.specifier)).toContain(
      'fastify',
    );
  });

  it('import no devDependency at run time', () => {
    const offenders = shipped.flatMap((file) =>
      importsOf(file)
        .filter((entry) => !entry.typeOnly && devOnly.has(packageOf(entry.specifier) ?? ''))
        .filter((entry) => DEVELOPMENT_ONLY[file] !== entry.specifier)
        .filter((entry) => TYPESCRIPT_SOURCE_ONLY[file] !== entry.specifier)
        .map((entry) => `${file} imports ${entry.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('load a package only as TypeScript source where the module checks that it is', () => {
    for (const file of Object.keys(TYPESCRIPT_SOURCE_ONLY)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(text).toMatch(/const IS_TYPESCRIPT = import\.meta\.url\.endsWith\('\.ts'\);/);
      expect(text).toMatch(/IS_TYPESCRIPT \? LOAD_TYPESCRIPT_WORKER :/);
    }
  });

  it('load a development-only package only where openapi.ts calls it in development', () => {
    const callers = shipped.filter((file) =>
      importsOf(file).some((entry) => entry.specifier === './api-reference'),
    );
    expect(callers).toEqual([path.join('src', 'server', 'http', 'openapi.ts')]);
    const caller = readFileSync(path.join(ROOT, callers[0] as string), 'utf8');
    expect(caller).toMatch(/if \(config\.env === 'development'\) await registerApiReference\(/);
  });

  it('import nothing from tests/ or bench/', () => {
    const offenders = shipped.flatMap((file) =>
      importsOf(file)
        .filter((entry) => /(^|\/)(tests|bench)\//.test(path.join(path.dirname(file), entry.specifier)))
        .map((entry) => `${file} imports ${entry.specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
