import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags';
import { builtServerMain } from './built-server';
import { freePort, waitForHealth } from './production-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

const RUNS = 5;

/**
 * Issue 24.4: cold start and memory of the server process, from source through tsx (how `npm start` ran it
 * before) and built (how it runs it now), alternating. Each start is a new process on a database that is
 * already migrated (PGlite's initdb is paid once, before the runs), timed from spawn to the first 200 of
 * /api/health; memory is the process's resident set once it answers.
 */
export async function benchServerStart(): Promise<BenchResult[]> {
  const modes = {
    'from source (tsx)': ['--import', 'tsx', 'src/server/main.ts'],
    built: [await builtServerMain()],
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-start-'));
  const samples: Record<string, { ms: number[]; rssMb: number[] }> = {};
  try {
    await startOnce(modes.built, dataDir); // initdb and migrations, not measured
    for (let run = 0; run < RUNS; run++) {
      for (const [name, args] of Object.entries(modes)) {
        const sample = await startOnce(args, dataDir);
        samples[name] ??= { ms: [], rssMb: [] };
        samples[name].ms.push(sample.ms);
        samples[name].rssMb.push(sample.rssMb);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return Object.entries(samples).flatMap(([name, { ms, rssMb }]) => [
    { name: `server cold start ${name}, median of ${RUNS}`, value: summarize(ms).median, unit: 'ms' },
    {
      name: `server resident memory when ready ${name}, median of ${RUNS}`,
      value: summarize(rssMb).median,
      unit: 'MB',
    },
  ]);
}

async function startOnce(args: string[], dataDir: string): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, { timeoutMs: 120_000, pollMs: 10 });
    const ms = performance.now() - started;
    return { ms, rssMb: residentMb(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
