import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { getSampleResume } from '../src/domain/sample-resumes';
import type { BenchResult } from './result';
import { signUp, startServerProcess } from './server-process';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARM_UP_S = 2;

/**
 * The PUT body: sample 01 as this code writes it, or the file BENCH_AUTOSAVE_BODY names (a `{title, data}`
 * JSON). Comparing two codes on one body keeps the resume's growth out of the comparison (issue 29 item 10:
 * sample 01 is 11.4 KB today against 10.6 KB at 0ba3184).
 */
function autosaveBody(): string {
  const file = process.env.BENCH_AUTOSAVE_BODY;
  if (file) return readFileSync(file, 'utf8');
  const resume = getSampleResume('01');
  if (!resume) throw new Error('sample 01 is missing');
  return JSON.stringify({ title: 'Benchmark resume', data: resume.resume });
}

/** A signed-in user's draft of sample 01 (2 pages) and the PUT body autosave sends for it. */
export async function prepareAutosave(url: string): Promise<{ path: string; cookie: string; body: string }> {
  const cookie = await signUp(url);
  const body = autosaveBody();
  const created = await fetch(`${url}/api/resume-drafts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { resumeDraft } = (await created.json()) as { resumeDraft: { id: string } };
  return { path: `/api/resume-drafts/${resumeDraft.id}`, cookie, body };
}

/** The drafts of `count` users, each with their own (sample 01), made a few at a time. */
export async function prepareUsersDrafts(url: string, count: number) {
  const drafts: Awaited<ReturnType<typeof prepareAutosave>>[] = [];
  while (drafts.length < count)
    drafts.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, count - drafts.length) }, () => prepareAutosave(url)),
      )),
    );
  return drafts;
}

/**
 * autocannon PUTs spread over many users' drafts, each request to the next draft in turn: what a server sees from
 * many people typing at once, where two saves of one draft at the same moment are rare. It checks whether the
 * one-draft benchmark is bound by that draft's row lock; on this 2-core machine it was not, the CPU was
 * (docs/benchmarks.md, issue 29 item 10, session 16).
 */
export function loadUsersAutosave(
  base: string,
  drafts: readonly { path: string; cookie: string; body: string }[],
  connections: number,
  duration: number,
) {
  let next = 0;
  const first = drafts[0];
  if (!first) throw new Error('no drafts');
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          const draft = drafts[next++ % drafts.length] ?? first;
          return {
            ...request,
            path: draft.path,
            headers: { 'content-type': 'application/json', cookie: draft.cookie },
            body: draft.body,
          };
        },
      },
    ],
  });
}

/** autocannon PUTs of the draft against one server. */
export function loadAutosave(
  base: string,
  draft: { path: string; cookie: string; body: string },
  connections: number,
  duration: number,
) {
  return autocannon({
    url: `${base}${draft.path}`,
    method: 'PUT',
    connections,
    duration,
    headers: { 'content-type': 'application/json', cookie: draft.cookie },
    body: draft.body,
  });
}

/** Warm-up, not counted: the JIT, the pool's connections and their prepared statements are made here. */
export const warmUp = (base: string, draft: { path: string; cookie: string; body: string }) =>
  loadAutosave(base, draft, CONNECTIONS, WARM_UP_S);

/**
 * Issue 5: autosave PUT of a realistic 2-page resume against PostgreSQL, 50 connections. `seeded` (`npm run
 * bench autosave -- --seeded`) runs it on a database that holds thousands of users, drafts, versions and tasks
 * (bench/seed-database.ts) instead of an empty one.
 */
export async function benchAutosavePut(
  options: { postgres: boolean; seeded?: boolean } = { postgres: true },
): Promise<BenchResult[]> {
  const server = await startServerProcess(options);
  try {
    const draft = await prepareAutosave(server.url);
    await warmUp(server.url, draft);
    const result = await loadAutosave(server.url, draft, CONNECTIONS, DURATION_S);
    const errors = result.errors + result.timeouts + result.non2xx;
    // Issue 19: on the embedded default, p99 <= 100 ms at 50 connections with no loss of throughput.
    const isPglite = !server.databaseLabel.startsWith('PostgreSQL');
    return [
      {
        name: `autosave PUT on ${server.databaseLabel}, ${CONNECTIONS} connections (requests/s)`,
        value: result.requests.average,
        unit: 'req/s',
        target: '>= 1000',
      },
      {
        name: `autosave PUT p99 latency on ${isPglite ? 'PGlite' : 'PostgreSQL'}`,
        value: result.latency.p99,
        unit: 'ms',
        target: isPglite ? '<= 100' : '<= 50',
      },
      {
        name: 'autosave PUT errors (errors, timeouts, non-2xx)',
        value: errors,
        unit: 'errors',
        target: '<= 0',
      },
      { name: 'autosave PUT body size', value: draft.body.length / 1024, unit: 'KB' },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * Issue 29 item 10: the same load as `autosave`, 50 connections, spread over 50 users' own drafts instead of one
 * draft (`npm run bench autosave-users`).
 */
export async function benchAutosaveUsers(
  options: { postgres: boolean; seeded?: boolean } = { postgres: true },
): Promise<BenchResult[]> {
  const server = await startServerProcess(options);
  try {
    const drafts = await prepareUsersDrafts(server.url, CONNECTIONS);
    await loadUsersAutosave(server.url, drafts, CONNECTIONS, WARM_UP_S);
    const result = await loadUsersAutosave(server.url, drafts, CONNECTIONS, DURATION_S);
    const errors = result.errors + result.timeouts + result.non2xx;
    const isPglite = !server.databaseLabel.startsWith('PostgreSQL');
    return [
      {
        name: `autosave PUT on ${server.databaseLabel}, ${CONNECTIONS} users' own drafts (requests/s)`,
        value: result.requests.average,
        unit: 'req/s',
        target: '>= 1000',
      },
      {
        name: `autosave PUT p99 latency on ${isPglite ? 'PGlite' : 'PostgreSQL'}, ${CONNECTIONS} users' own drafts`,
        value: result.latency.p99,
        unit: 'ms',
        target: isPglite ? '<= 100' : '<= 50',
      },
      { name: "autosave PUT errors, users' own drafts", value: errors, unit: 'errors', target: '<= 0' },
    ];
  } finally {
    await server.stop();
  }
}
