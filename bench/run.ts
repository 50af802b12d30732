import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchAi } from './ai-engine';
import { benchAtsCheck } from './ats-check';
import { benchAutosaveFleet } from './autosave-fleet';
import { benchAutosavePut, benchAutosaveUsers } from './autosave-put';
import { benchBundleSize } from './bundle-size';
import { benchCoverLetter } from './cover-letter';
import { benchCoverLetterPdf } from './cover-letter-pdf';
import { benchExportSuite } from './export';
import { benchHealthUnderLoad } from './health-under-load';
import { benchImportPdf } from './import-pdf';
import { benchJobBoard } from './job-board';
import { benchJobMatch } from './job-match';
import { benchKeystroke } from './keystroke';
import { benchLcp } from './lcp';
import { benchMcpToolCall } from './mcp-tool-call';
import { benchPreviewRender } from './preview-render';
import { benchQuality } from './quality';
import { type BenchResult, meetsTarget } from './result';
import { benchServerStart } from './server-start';
import { benchShareLcp } from './share-lcp';
import { benchTemplatePreview } from './template-preview';

/**
 * `npm run bench [suite...]`: runs the benchmarks of the issues and prints one line per figure with its target.
 * Results also go to bench/results/latest.json; docs/benchmarks.md records them with this command. With more
 * than one suite, each runs in its own process.
 */
const SUITES: Record<string, () => Promise<BenchResult[]>> = {
  preview: benchPreviewRender,
  templates: benchTemplatePreview,
  bundle: benchBundleSize,
  health: benchHealthUnderLoad,
  autosave: () => benchAutosavePut({ postgres: true, seeded: isSeeded() }),
  'autosave-pglite': () => benchAutosavePut({ postgres: false, seeded: isSeeded() }),
  'autosave-users': () => benchAutosaveUsers({ postgres: true, seeded: isSeeded() }),
  'autosave-users-pglite': () => benchAutosaveUsers({ postgres: false, seeded: isSeeded() }),
  'autosave-fleet': benchAutosaveFleet,
  ai: async () =>
    (await benchAi()).flatMap((row) => [
      { name: `${row.name} (p95)`, value: row.p95, unit: 'ms', target: '<= 5' },
      { name: `${row.name} (CPU time p95)`, value: row.cpuP95, unit: 'ms', target: '<= 5' },
    ]),
  export: benchExportSuite,
  'job-match': benchJobMatch,
  'job-board': benchJobBoard,
  'import-pdf': benchImportPdf,
  'ats-check': benchAtsCheck,
  'cover-letter': benchCoverLetter,
  quality: benchQuality,
  'cover-letter-pdf': benchCoverLetterPdf,
  keystroke: benchKeystroke,
  lcp: benchLcp,
  'share-lcp': benchShareLcp,
  start: benchServerStart,
  mcp: benchMcpToolCall,
};

// `--seeded` (after `npm run bench autosave --`): the database suites start on a seeded copy (bench/seed-database.ts).
// Passed on to each suite's process through the environment.
if (process.argv.includes('--seeded')) process.env.BENCH_SEEDED = '1';
function isSeeded(): boolean {
  return process.env.BENCH_SEEDED === '1';
}

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const names = wanted.length ? wanted : Object.keys(SUITES);
const unknown = names.filter((name) => !SUITES[name]);
if (unknown.length) {
  console.error(`Unknown suite '${unknown[0]}'. Suites: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
const all: Record<string, BenchResult[]> = {};
const failed: string[] = [];

function print(results: BenchResult[]): void {
  for (const result of results) {
    const verdict = meetsTarget(result);
    const mark = verdict === undefined ? '' : verdict ? '  ok' : '  MISSED';
    const target = result.target ? ` (target ${result.target} ${result.unit})` : '';
    console.log(`${result.name}: ${result.value.toFixed(1)} ${result.unit}${target}${mark}`);
  }
}

/** One suite in this process; its figures go to BENCH_RESULT_FILE when a parent run asked for them. */
async function runHere(name: string): Promise<void> {
  console.log(`\n== ${name}`);
  try {
    all[name] = await (SUITES[name] as () => Promise<BenchResult[]>)();
    print(all[name]);
  } catch (error) {
    // One broken suite (a build that failed, a port in use) should not hide the others' figures.
    console.error(`suite '${name}' failed:`, error);
    failed.push(name);
  }
}

if (names.length === 1) {
  await runHere(names[0] as string);
  if (process.env.BENCH_RESULT_FILE)
    await writeFile(process.env.BENCH_RESULT_FILE, JSON.stringify(all[names[0] as string] ?? null));
} else {
  // Each suite in a fresh process: an earlier suite's heap (the in-process typesetters, PGlite) must not put
  // its garbage collection into a later suite's latencies, and each load generator starts alike.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-results-'));
  for (const name of names) {
    const resultFile = path.join(folder, `${name}.json`);
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', name], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULT_FILE: resultFile },
    });
    const results =
      child.status === 0 ? (JSON.parse(await readFile(resultFile, 'utf8')) as BenchResult[] | null) : null;
    if (results) all[name] = results;
    else failed.push(name);
  }
  await rm(folder, { recursive: true, force: true });
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/latest.json',
  `${JSON.stringify({ at: new Date().toISOString(), results: all, failed }, null, 2)}\n`,
);
process.exit(failed.length ? 1 : 0);
