import { CONNECTIONS, DURATION_S, loadAutosave, prepareAutosave, warmUp } from './autosave-put';
import type { BenchResult } from './result';
import { createBenchDatabase, type ServerProcess, startServerProcess } from './server-process';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * Issue 19: autosave PUT through two server processes on one PostgreSQL database and one Redis, against one
 * process, in the same run and on the same database. The load balancer's round robin is by connection, so
 * each process gets half of the 50 connections (two autocannon runs at once); the fleet's p99 is the worse
 * of the two. On two cores the second process competes with the first, PostgreSQL and the load generator for
 * the same CPU: the ratio says what a fleet costs on one machine, not what it gains on two.
 */
export async function benchAutosaveFleet(): Promise<BenchResult[]> {
  const database = await createBenchDatabase();
  if (!database)
    throw new Error('the fleet benchmark needs PostgreSQL on 127.0.0.1:5432 (or BENCH_POSTGRES_URL)');
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? LOCAL_REDIS;
  const servers: ServerProcess[] = [];
  try {
    const one = await startServerProcess({ postgres: true, databaseUrl: database.url, redisUrl });
    servers.push(one);
    const draft = await prepareAutosave(one.url);
    await warmUp(one.url, draft);
    const single = await loadAutosave(one.url, draft, CONNECTIONS, DURATION_S);

    const two = await startServerProcess({ postgres: true, databaseUrl: database.url, redisUrl });
    servers.push(two);
    await Promise.all([one, two].map((server) => loadAutosave(server.url, draft, CONNECTIONS / 2, 2)));
    const halves = await Promise.all(
      [one, two].map((server) => loadAutosave(server.url, draft, CONNECTIONS / 2, DURATION_S)),
    );
    const fleetRate = halves.reduce((sum, half) => sum + half.requests.average, 0);
    const fleetP99 = Math.max(...halves.map((half) => half.latency.p99));
    const errors = [single, ...halves].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    return [
      {
        name: 'autosave PUT, one process, 50 connections (requests/s)',
        value: single.requests.average,
        unit: 'req/s',
      },
      { name: 'autosave PUT, one process, p99', value: single.latency.p99, unit: 'ms', target: '<= 50' },
      {
        name: 'autosave PUT, two processes, 25 connections each (requests/s)',
        value: fleetRate,
        unit: 'req/s',
      },
      { name: 'autosave PUT, two processes, p99 (the worse of the two)', value: fleetP99, unit: 'ms' },
      {
        name: 'autosave PUT, two processes / one process (throughput ratio)',
        value: fleetRate / single.requests.average,
        unit: 'x',
      },
      {
        name: 'autosave PUT errors in both runs (errors, timeouts, non-2xx)',
        value: errors,
        unit: 'errors',
        target: '<= 0',
      },
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}
