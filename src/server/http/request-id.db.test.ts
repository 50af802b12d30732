import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  t = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'info' } });
});
afterAll(async () => {
  await t?.close();
});

/** The log lines that name this request id. */
const linesOf = (id: string) => lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, echoes it, and tags every log line of the request with it', async () => {
    const id = 'lb-7f3a9c2e-0001';
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    const logged = linesOf(id);
    expect(logged.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a new id when none is given, and answers it on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).length).toBeGreaterThan(0);
  });

  it('replaces an id that could forge or break a log line', async () => {
    for (const bad of ['short', 'has space in it', 'line\\nbreak-0000', 'x'.repeat(129), '"quoted"-id-000']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(response.headers['x-request-id']).not.toBe(bad);
      expect(String(response.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
