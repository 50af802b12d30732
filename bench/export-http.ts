import autocannon from 'autocannon';
import type { Resume } from '../src/domain/resume';
import { getSampleResume } from '../src/domain/sample-resumes';
import type { BenchResult } from './result';
import { signUp, startServerProcess } from './server-process';

const CONNECTIONS = 16;
const DURATION_S = 10;
/** Drafts of the main run, downloaded in turn, each with its own job title. */
const DRAFTS = 48;
/** Drafts of the first-render run: every download is of a draft never typeset before (100 is the per-user cap). */
const FIRST_RENDER_DRAFTS = 100;

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

/** Sample 01 with its job title, and for `everyLine`, every bullet too, made unique by `mark`. */
function variant(mark: string, everyLine: boolean): Resume {
  const sample = getSampleResume('01');
  if (!sample) throw new Error('sample 01 is missing');
  const resume = sample.resume;
  return {
    ...resume,
    personalDetails: { ...resume.personalDetails, jobTitle: `Analytical Engineer ${mark}` },
    experience: everyLine
      ? resume.experience.map((job) => ({
          ...job,
          description: job.description.replaceAll('<li>', `<li>${mark}: `),
        }))
      : resume.experience,
  };
}

async function createDrafts(url: string, cookie: string, resumes: Resume[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, data] of resumes.entries()) {
    const { resumeDraft } = (await call(`${url}/api/resume-drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `Benchmark resume ${index}`, data }),
    })) as { resumeDraft: { id: string } };
    ids.push(resumeDraft.id);
  }
  return ids;
}

/** A new user with the 3-month plan and these drafts. */
async function buyerWith(url: string, resumes: Resume[]): Promise<{ cookie: string; ids: string[] }> {
  const cookie = await signUp(url);
  await buyPlan(url, cookie);
  return { cookie, ids: await createDrafts(url, cookie, resumes) };
}

function downloads(
  url: string,
  cookie: string,
  ids: string[],
  options: { duration?: number; amount?: number },
) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    ...options,
    headers: { cookie },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/resume-drafts/${ids[next++ % ids.length]}/export/pdf`,
        }),
      },
    ],
  });
}

/** Issue 6: GET /api/resume-drafts/{id}/export/pdf end to end, server in its own process, on PostgreSQL. */
export async function benchExportHttp(): Promise<BenchResult[]> {
  const server = await startServerProcess({ postgres: true });
  try {
    const resumes = Array.from({ length: DRAFTS }, (_, index) => variant(String(index), false));
    const { cookie, ids } = await buyerWith(server.url, resumes);
    // In the product a draft is previewed in the builder before it is downloaded, on the same typesetting
    // thread, so its layout is already memoised when the download comes: each draft is previewed once here.
    // A few downloads then warm the PDF writer.
    for (const resume of resumes) {
      await call(`${server.url}/api/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ resume }),
      });
    }
    for (let i = 0; i < 8; i++)
      await fetch(`${server.url}/api/resume-drafts/${ids[i]}/export/pdf`, { headers: { cookie } });
    const result = await downloads(server.url, cookie, ids, { duration: DURATION_S });

    // For comparison: drafts never typeset before, every bullet different, each downloaded once.
    const fresh = Array.from({ length: FIRST_RENDER_DRAFTS }, (_, index) => variant(`first ${index}`, true));
    const firstBuyer = await buyerWith(server.url, fresh);
    const first = await downloads(server.url, firstBuyer.cookie, firstBuyer.ids, {
      amount: FIRST_RENDER_DRAFTS,
    });

    const errors = result.errors + result.timeouts + result.non2xx;
    const firstErrors = first.errors + first.timeouts + first.non2xx;
    return [
      {
        name: `PDF export over HTTP on ${server.databaseLabel}, ${CONNECTIONS} connections, ${DRAFTS} previewed drafts of sample 01 (PDFs/s)`,
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
      {
        name: `first renders, for comparison: ${FIRST_RENDER_DRAFTS} drafts never typeset before, each downloaded once (PDFs/s)`,
        value: FIRST_RENDER_DRAFTS / (first.duration || 1),
        unit: 'PDFs/s',
      },
      { name: 'first renders p99 latency', value: first.latency.p99, unit: 'ms' },
      { name: 'first renders errors', value: firstErrors, unit: 'errors', target: '<= 0' },
    ];
  } finally {
    await server.stop();
  }
}
