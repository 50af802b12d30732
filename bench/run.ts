import { mkdir, writeFile } from 'node:fs/promises';
import { benchAi } from '../src/server/ai/bench-ai';
import { benchAutosavePut } from './autosave-put';
import { benchBundleSize } from './bundle-size';
import { benchExportSuite } from './export';
import { benchHealthUnderLoad } from './health-under-load';
import { benchKeystroke } from './keystroke';
import { benchLcp } from './lcp';
import { benchPreviewRender } from './preview-render';
import { type BenchResult, meetsTarget } from './result';

/**
 * `npm run bench [suite...]`: runs the benchmarks of the issues and prints one line per figure with its target.
 * Results also go to bench/results/latest.json; docs/benchmarks.md records them with this command.
 */
const SUITES: Record<string, () => Promise<BenchResult[]>> = {
  preview: benchPreviewRender,
  bundle: benchBundleSize,
  health: benchHealthUnderLoad,
  autosave: benchAutosavePut,
  ai: async () =>
    (await benchAi()).map((row) => ({
      name: `${row.name} (p95)`,
      value: row.p95,
      unit: 'ms',
      target: '<= 5',
    })),
  export: benchExportSuite,
  keystroke: benchKeystroke,
  lcp: benchLcp,
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(SUITES);
const all: Record<string, BenchResult[]> = {};
const failed: string[] = [];
for (const name of names) {
  const suite = SUITES[name];
  if (!suite) {
    console.error(`Unknown suite '${name}'. Suites: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name}`);
  let results: BenchResult[];
  try {
    results = await suite();
  } catch (error) {
    // One broken suite (a build that failed, a port in use) should not hide the others' figures.
    console.error(`suite '${name}' failed:`, error);
    failed.push(name);
    continue;
  }
  all[name] = results;
  for (const result of results) {
    const verdict = meetsTarget(result);
    const mark = verdict === undefined ? '' : verdict ? '  ok' : '  MISSED';
    const target = result.target ? ` (target ${result.target} ${result.unit})` : '';
    console.log(`${result.name}: ${result.value.toFixed(1)} ${result.unit}${target}${mark}`);
  }
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/latest.json',
  `${JSON.stringify({ at: new Date().toISOString(), results: all, failed }, null, 2)}\n`,
);
process.exit(failed.length ? 1 : 0);
