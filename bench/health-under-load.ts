import { sampleResume } from '../tests/support/resume-fixtures';
import { startBenchServer } from './bench-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

const CONCURRENT_PREVIEWS = 16;
const DURATION_MS = 6000;

/** Issue 3: while 16 previews render concurrently, GET /api/health keeps p99 <= 20 ms. */
export async function benchHealthUnderLoad(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  try {
    const body = (i: number) =>
      JSON.stringify({
        resume: sampleResume({ personalDetails: { firstName: `Load${i}`, lastName: 'Test' } }),
      });
    const post = (i: number) =>
      fetch(`${server.url}/api/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(i),
      });
    // Warm the worker pool.
    await Promise.all(Array.from({ length: 4 }, (_, i) => post(i).then((r) => r.arrayBuffer())));

    const deadline = Date.now() + DURATION_MS;
    let renders = 0;
    let renderErrors = 0;
    const loaders = Array.from({ length: CONCURRENT_PREVIEWS }, async (_, worker) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const response = await post(worker * 100_000 + i);
        await response.arrayBuffer();
        if (response.ok) renders++;
        else renderErrors++;
      }
    });
    const healthTimes: number[] = [];
    const pinger = (async () => {
      while (Date.now() < deadline) {
        const start = performance.now();
        const response = await fetch(`${server.url}/api/health`);
        await response.arrayBuffer();
        healthTimes.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await Promise.all([...loaders, pinger]);
    const health = summarize(healthTimes);
    return [
      {
        name: `GET /api/health p99 while ${CONCURRENT_PREVIEWS} previews render`,
        value: health.p99,
        unit: 'ms',
        target: '<= 20',
      },
      { name: 'GET /api/health median under that load', value: health.median, unit: 'ms' },
      {
        name: 'previews rendered per second under that load',
        value: renders / (DURATION_MS / 1000),
        unit: '/s',
      },
      { name: 'preview errors under that load', value: renderErrors, unit: 'errors', target: '<= 0' },
    ];
  } finally {
    await server.close();
  }
}
