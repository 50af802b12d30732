import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags';
import { ATS_CHECK_FILE_FIELD, ATS_CHECK_JOB_FIELD } from '../src/domain/ats-api';
import { builtServerMain } from './built-server';
import { freePort, waitForHealth } from './production-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

/**
 * Issue 32's target as a visitor meets it: the first POST /api/ats-check of a fresh server process (the built
 * server as `npm start` runs it, embedded database, no client), with a 2-page PDF and a job ad, timed from
 * sending to the whole answer. Two moments, each a new process, alternating: as soon as /api/health answers
 * (the start-up warm-up may still be running), and once the server has logged that its reader is warm (a
 * visitor seconds after a deploy).
 */

const RUNS = 3;
const WARM_UP_LOG = 'ATS reader warmed up';
const WARM_UP_WAIT_MS = 30_000;

interface Started {
  url: string;
  child: ChildProcess;
  /** Resolves with the warm-up's own duration once the server logs it; rejects after WARM_UP_WAIT_MS. */
  warmedUp: Promise<number>;
}

async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, await builtServerMain()], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const warmedUp = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no warm-up logged')), WARM_UP_WAIT_MS);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.includes(WARM_UP_LOG)) return;
      clearTimeout(timer);
      resolve(Number((JSON.parse(line) as { ms?: number }).ms ?? Number.NaN));
    });
  });
  warmedUp.catch(() => {});
  await waitForHealth(url, child, { timeoutMs: 120_000, pollMs: 10 });
  return { url, child, warmedUp };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function timeFirstCheck(url: string, pdf: Uint8Array, ad: string): Promise<number> {
  const form = new FormData();
  form.append(ATS_CHECK_JOB_FIELD, ad);
  form.append(ATS_CHECK_FILE_FIELD, new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  const started = performance.now();
  const response = await fetch(`${url}/api/ats-check`, { method: 'POST', body: form });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /api/ats-check answered ${response.status}`);
  return performance.now() - started;
}

export async function benchAtsCheckServer(pdf: Uint8Array, ad: string): Promise<BenchResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-bench-ats-'));
  const atReady: number[] = [];
  const afterWarmUp: number[] = [];
  const warmUps: number[] = [];
  try {
    await stop((await start(dataDir)).child); // initdb and migrations, not measured
    for (let run = 0; run < RUNS; run++) {
      const first = await start(dataDir);
      try {
        atReady.push(await timeFirstCheck(first.url, pdf, ad));
      } finally {
        await stop(first.child);
      }
      const second = await start(dataDir);
      try {
        warmUps.push(await second.warmedUp);
        afterWarmUp.push(await timeFirstCheck(second.url, pdf, ad));
      } catch (error) {
        console.warn(`ats-check: ${error instanceof Error ? error.message : error}`);
      } finally {
        await stop(second.child);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => (values.length ? summarize(values).median : Number.NaN);
  return [
    {
      name: `ATS check, first request to a fresh server once its reader is warm (median of ${afterWarmUp.length})`,
      value: median(afterWarmUp),
      unit: 'ms',
      target: '< 1000',
    },
    {
      name: `ATS check, first request to a fresh server as soon as it is ready (median of ${RUNS})`,
      value: median(atReady),
      unit: 'ms',
    },
    {
      name: `ATS reader warm-up after start, in the background (median of ${warmUps.length})`,
      value: median(warmUps),
      unit: 'ms',
    },
  ];
}
