import { describe, expect, it } from 'vitest';
import { importsOf, isTestFile, resolveRelative, sourceFiles } from '../support/source-imports';

/**
 * No module imports itself back through others, type-only imports included: a cycle makes load order decide
 * what is defined (and breaks bundling and tree shaking), and says two modules are one job split in two.
 * Areas get what app.ts gives them from area-options.ts, not from app.ts.
 */

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .map((entry) => resolveRelative(file, entry.specifier, known))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

/** Each cycle met by a depth-first walk, as the path that closes it. */
function findCycles(edges: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the import graph under src/', () => {
  const files = sourceFiles('src').filter((file) => !isTestFile(file));

  it('is read from the files (app.ts imports the areas)', () => {
    expect(importGraph(files).get('src/server/app.ts')).toContain('src/server/drafts/draft-routes.ts');
  });

  it('would show a cycle, such as an area importing app.ts back', () => {
    const graph = importGraph(files);
    graph.set('src/server/drafts/draft-routes.ts', ['src/server/app.ts']);
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toContain(
      'src/server/app.ts -> src/server/drafts/draft-routes.ts -> src/server/app.ts',
    );
  });

  it('has no cycle', () => {
    expect(findCycles(importGraph(files)).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
