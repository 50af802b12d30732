import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/connection';

/** The autosave route whose 409s are counted as conflicts (a stale version or another tab's edit). */
const AUTOSAVE_ROUTE = '/api/resume-drafts/:id';
/** The label of a request no route matched, so random URLs cannot grow the label set without bound. */
const UNMATCHED_ROUTE = '(unmatched)';
/** Seconds; from a cached GET to a full export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Exposes a number an area owns (a queue's depth) as a gauge on /metrics, read at each scrape; does
     * nothing while metrics are off.
     */
    reportGauge(name: string, help: string, read: () => number): void;
    /** A histogram of seconds by one `kind` label on /metrics; the returned observe does nothing while off. */
    reportDurations(name: string, help: string): ((kind: string, seconds: number) => void) | undefined;
  }
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time independent of the guess.
  return given.length === expected.length
    ? timingSafeEqual(given, expected)
    : !timingSafeEqual(expected, expected);
}

/**
 * GET /metrics in Prometheus text format, on a registry of this app's own (tests build several apps). Off
 * (404, and no per-request work) unless METRICS_TOKEN is set; then it asks for `Authorization: Bearer`.
 */
export function registerMetrics(app: FastifyInstance, options: { token?: string; database: DatabaseHandle }) {
  const { token, database } = options;
  if (!token) {
    app.decorate('reportGauge', () => {});
    app.decorate('reportDurations', () => undefined);
    // Declared so the SPA fallback does not answer the path with a page.
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ success: false, error: 'Not found' }),
    );
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const autosaveConflicts = new Counter({
    name: 'autosave_conflicts_total',
    help: 'Autosaves (PUT /api/resume-drafts/:id) refused with 409 because the draft changed elsewhere',
    registers: [registry],
  });
  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.decorate('reportGauge', (name: string, help: string, read: () => number) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  });

  app.decorate('reportDurations', (name: string, help: string) => {
    const histogram = new Histogram({
      name,
      help,
      labelNames: ['kind'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    return (kind: string, seconds: number) => histogram.observe({ kind }, seconds);
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: request.method, route, status_code: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 409 && request.method === 'PUT' && route === AUTOSAVE_ROUTE)
      autosaveConflicts.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, error: 'A valid metrics token is required' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
