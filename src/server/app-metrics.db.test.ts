import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../tests/support/draft-test-helpers';
import { createInProcessRenderer } from './documents/render/render-pool';

const TOKEN = 'metrics-token-for-tests-0123';

/** The value of one sample line, e.g. `http_requests_total{method="GET",...} 3`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .filter((candidate) => candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `))
    .find((candidate) =>
      Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('GET /metrics when METRICS_TOKEN is not set', () => {
  it('answers 404, as if the path did not exist', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Not found' });
    } finally {
      await testApp.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  const scrape = () =>
    testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  beforeAll(async () => {
    testApp = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    owner = await signedInUser(testApp);
  });
  afterAll(() => testApp.close());

  it('refuses a missing or wrong token with 401', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      error: 'A valid metrics token is required',
    });
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const wrong = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
    }
  });

  it('counts requests per route pattern and status, with latency histograms, in Prometheus text', async () => {
    const as = requestAs(testApp, owner);
    const created = await as('POST', '/api/resume-drafts', { title: 'CV', data: {} });
    const id = created.json().resumeDraft.id as string;
    await as('GET', `/api/resume-drafts/${id}`);
    await as('GET', `/api/resume-drafts/${id}`);
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing-12345' });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const byDraft = { method: 'GET', route: '/api/resume-drafts/:id', status_code: '200' };
    expect(sample(text, 'http_requests_total', byDraft)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', byDraft)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...byDraft, le: '+Inf' })).toBe(2);
    expect(
      sample(text, 'http_requests_total', {
        method: 'POST',
        route: '/api/resume-drafts',
        status_code: '201',
      }),
    ).toBe(1);
    // The pattern, never the raw URL: no draft id and no unknown path becomes a label.
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('counts autosave conflicts: 409s of PUT /api/resume-drafts/:id', async () => {
    const as = requestAs(testApp, owner);
    const id = (await as('POST', '/api/resume-drafts', { title: 'CV', data: {} })).json().resumeDraft
      .id as string;
    const before = sample((await scrape()).body, 'autosave_conflicts_total', {});
    expect(
      (await as('PUT', `/api/resume-drafts/${id}`, { title: 'A', data: {}, version: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await as('PUT', `/api/resume-drafts/${id}`, { title: 'B', data: {}, version: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await as('PUT', `/api/resume-drafts/${id}`, { title: 'C', data: {}, version: 1 })).statusCode,
    ).toBe(409);
    expect(sample((await scrape()).body, 'autosave_conflicts_total', {})).toBe(before + 2);
  });

  it('reports PostgreSQL pool connections when the database is a server', async () => {
    const text = (await scrape()).body;
    if (testApp.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('reports the typesetting queue (0 while the pool has not started) and render times', async () => {
    expect(sample((await scrape()).body, 'typesetting_queue_depth', {})).toBe(0);
    expect((await scrape()).body).toMatch(/^typesetting_queue_depth 0$/m);
    const busy = { ...createInProcessRenderer(), queued: () => 3 };
    const second = await createTestApp({
      env: { METRICS_TOKEN: TOKEN },
      database: testApp.database,
      overrides: { renderer: busy },
    });
    try {
      const text = (
        await second.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(text).toMatch(/^typesetting_queue_depth 3$/m);
      expect(sample(text, 'typesetting_render_seconds_count', { kind: 'preview' })).toBe(0);
      const preview = await second.app.inject({
        method: 'POST',
        url: '/api/preview',
        payload: { resume: { personalDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
      });
      expect(preview.statusCode).toBe(200);
      const after = (
        await second.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(sample(after, 'typesetting_render_seconds_count', { kind: 'preview' })).toBe(1);
      expect(sample(after, 'typesetting_render_seconds_sum', { kind: 'preview' })).toBeGreaterThan(0);
    } finally {
      await second.app.close();
    }
  });

  it('reports background tasks by state (the queue counts them; task-queue.db.test.ts checks the counts)', async () => {
    const text = (await scrape()).body;
    for (const state of ['waiting', 'active', 'failed'])
      expect(text).toMatch(
        new RegExp(`^# TYPE resumable_tasks_${state} gauge\\n(.|\\n)*^resumable_tasks_${state} \\d+$`, 'm'),
      );
  });

  it('keeps each app its own registry: a second app starts from zero', async () => {
    const second = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, database: testApp.database });
    try {
      const text = (
        await second.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(sample(text, 'http_requests_total', { route: '/api/resume-drafts/:id' })).toBe(0);
    } finally {
      await second.app.close();
    }
  });
});
