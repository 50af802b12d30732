import autocannon from 'autocannon';
import { getSampleResume } from '../src/domain/sample-resumes';
import type { BenchResult } from './result';
import { signUp, startServerProcess } from './server-process';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;

/** Issue 5: autosave PUT of a realistic 2-page resume against PostgreSQL, 50 connections. */
export async function benchAutosavePut(): Promise<BenchResult[]> {
  const server = await startServerProcess({ postgres: true });
  try {
    const cookie = await signUp(server.url);
    const resume = getSampleResume('01');
    if (!resume) throw new Error('sample 01 is missing');
    const created = await fetch(`${server.url}/api/resume-drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Benchmark resume', data: resume.resume }),
    });
    if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
    const { resumeDraft } = (await created.json()) as { resumeDraft: { id: string } };
    const body = JSON.stringify({ title: 'Benchmark resume', data: resume.resume });

    const load = (duration: number) =>
      autocannon({
        url: `${server.url}/api/resume-drafts/${resumeDraft.id}`,
        method: 'PUT',
        connections: CONNECTIONS,
        duration,
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
    // Warm-up, not counted: the JIT, the pool's connections and their prepared statements are made here.
    await load(WARM_UP_S);
    const result = await load(DURATION_S);
    const errors = result.errors + result.timeouts + result.non2xx;
    return [
      {
        name: `autosave PUT on ${server.databaseLabel}, ${CONNECTIONS} connections (requests/s)`,
        value: result.requests.average,
        unit: 'req/s',
        target: '>= 1000',
      },
      { name: 'autosave PUT p99 latency', value: result.latency.p99, unit: 'ms', target: '<= 50' },
      {
        name: 'autosave PUT errors (errors, timeouts, non-2xx)',
        value: errors,
        unit: 'errors',
        target: '<= 0',
      },
      { name: 'autosave PUT body size', value: body.length / 1024, unit: 'KB' },
    ];
  } finally {
    await server.stop();
  }
}
