import autocannon from 'autocannon';
import { getSampleResume } from '../src/domain/sample-resumes';
import type { BenchResult } from './result';
import { signUp, startServerProcess } from './server-process';

const CONNECTIONS = 16;
const DURATION_S = 10;
/**
 * Distinct drafts, taken in turn: Typst memoises whole compiles, so one draft downloaded again and again would
 * measure cache hits. With this many, each compile is new work, as when different users download.
 */
const DRAFTS = 48;

async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A plan the only way the product grants one: a checkout through the built-in sandbox, completed. */
async function buyPlan(url: string, cookie: string): Promise<void> {
  const { checkoutUrl } = (await call(`${url}/api/create-checkout-session?plan=3month&origin=%2F`, {
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  })) as { checkoutUrl: string };
  const id = checkoutUrl.split('/').pop();
  await call(`${url}/api/sandbox-checkout/${id}/complete`, { method: 'POST', headers: { cookie } });
}

async function createDrafts(url: string, cookie: string): Promise<string[]> {
  const sample = getSampleResume('01');
  if (!sample) throw new Error('sample 01 is missing');
  const ids: string[] = [];
  for (let i = 0; i < DRAFTS; i++) {
    const data = {
      ...sample.resume,
      personalDetails: { ...sample.resume.personalDetails, jobTitle: `Analytical Engineer ${i}` },
    };
    const { resumeDraft } = (await call(`${url}/api/resume-drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `Benchmark resume ${i}`, data }),
    })) as { resumeDraft: { id: string } };
    ids.push(resumeDraft.id);
  }
  return ids;
}

/** Issue 6: GET /api/resume-drafts/{id}/export/pdf end to end, server in its own process, on PostgreSQL. */
export async function benchExportHttp(): Promise<BenchResult[]> {
  const server = await startServerProcess({ postgres: true });
  try {
    const cookie = await signUp(server.url);
    await buyPlan(server.url, cookie);
    const ids = await createDrafts(server.url, cookie);
    let next = 0;
    const pathOf = () => `/api/resume-drafts/${ids[next++ % ids.length]}/export/pdf`;
    // Warm the worker pool and the template's memoised work, as a running server has.
    for (let i = 0; i < 8; i++) await fetch(`${server.url}${pathOf()}`, { headers: { cookie } });

    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { cookie },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    return [
      {
        name: `PDF export over HTTP on ${server.databaseLabel}, ${CONNECTIONS} connections, ${DRAFTS} drafts of sample 01 (PDFs/s)`,
        value: result.requests.average,
        unit: 'PDFs/s',
        target: '>= 100',
      },
      { name: 'PDF export over HTTP p99 latency', value: result.latency.p99, unit: 'ms', target: '<= 250' },
      { name: 'PDF export over HTTP median latency', value: result.latency.p50, unit: 'ms' },
      {
        name: 'PDF export errors (errors, timeouts, non-2xx)',
        value: errors,
        unit: 'errors',
        target: '<= 0',
      },
      { name: 'PDF size', value: result.throughput.average / result.requests.average / 1024, unit: 'KB' },
    ];
  } finally {
    await server.stop();
  }
}
