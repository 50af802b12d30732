// `npm run check:fresh`: proves that `npm install && npm test` needs nothing but Node. Clones the committed
// HEAD into a temporary folder and runs both there (the unit and the browser suite as two steps) with a PATH
// of node, npm, npx, git and sh alone (so no system Chromium, poppler or LibreOffice is visible),
// RESUMABLE_NO_SYSTEM_CHROMIUM=1 (so not even /usr/bin/chromium is launched by path) and an empty npm
// cache. Prints the wall time of each step; the clone is removed when all pass and kept for a look when one
// fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), 'resumable-fresh-'));
const clone = path.join(work, 'repo');
const bin = path.join(work, 'bin');

/** The first executable called `name` on the current PATH. */
function which(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return realpathSync(candidate);
  }
  throw new Error(`${name} is not on PATH; check:fresh needs node, npm, npx, git and sh`);
}

mkdirSync(bin);
symlinkSync(process.execPath, path.join(bin, 'node'));
for (const tool of ['npm', 'npx', 'git', 'sh']) symlinkSync(which(tool), path.join(bin, tool));

// The caller's environment (npm's registry settings, HOME) minus everything that points at this machine's
// extras: its PATH, a Chromium, test databases.
const env = { ...process.env };
for (const key of ['CHROMIUM_PATH', 'TEST_DATABASE_URL', 'TEST_REDIS_URL', 'E2E_PORT', 'E2E_DATA_DIR'])
  delete env[key];
Object.assign(env, {
  PATH: bin,
  CHROMIUM_PATH: path.join(work, 'no-chromium-here'),
  RESUMABLE_NO_SYSTEM_CHROMIUM: '1',
  npm_config_cache: path.join(work, 'npm-cache'),
});

function step(label, command, args, cwd) {
  console.log(`\n== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const status = spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status ?? 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`== ${label}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${seconds} s`);
  return { label, status, seconds };
}

const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
console.log(
  `check:fresh: commit ${head} cloned into ${clone}; PATH holds only ${bin} (node, npm, npx, git, sh)`,
);
const steps = [];
const cloned = step('clone', path.join(bin, 'git'), ['clone', '--quiet', root, clone], work);
if (cloned.status === 0) {
  const install = step('npm install', path.join(bin, 'npm'), ['install', '--no-audit', '--no-fund'], clone);
  steps.push(install);
  // `npm test` is test:unit && test:e2e; run apart, a unit failure does not hide the browser suite's result.
  if (install.status === 0)
    for (const suite of ['test:unit', 'test:e2e'])
      steps.push(step(suite, path.join(bin, 'npm'), ['run', suite], clone));
}

console.log('\ncheck:fresh summary');
for (const { label, status, seconds } of steps)
  console.log(`  ${label}: ${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s`);
const tests = steps.filter(({ label }) => label.startsWith('test:'));
if (tests.length === 2)
  console.log(`  npm test (both suites): ${tests.reduce((sum, { seconds }) => sum + seconds, 0)} s`);
const passed = cloned.status === 0 && steps.length === 3 && steps.every(({ status }) => status === 0);
if (passed) rmSync(work, { recursive: true, force: true });
else console.log(`  the clone stays in ${clone} for a look`);
process.exit(passed ? 0 : 1);
