import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';

let testApp: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Resumable</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({ clientDir });
});
afterAll(() => testApp.close());

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = { ...testApp.database, ping: () => Promise.reject(new Error('down')) };
    const other = await createTestApp({ database: broken });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await other.close();
    }
  });
});

describe('routing', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not_found', error: 'Not found' });
  });

  it('serves the app shell for a route of the route table', async () => {
    for (const url of [
      '/',
      '/write/personal-details',
      '/write/prof-summary',
      '/dashboard',
      '/blog/some-post',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the app shell with 404 for any other path, including the unbuilt demo screens', async () => {
    for (const url of ['/nope', '/stepper-demo', '/builder-test', '/write/unknown-step']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });
});

describe('security headers', () => {
  it('sets a CSP without inline scripts, nosniff, frame-ancestors none and a strict referrer policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('request bodies', () => {
  it('answers 413 JSON for a body over 1 MB', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'body_too_large',
      error: 'Request body is too large',
    });
  });

  it('answers 400 JSON for malformed JSON, without a stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/preview',
      headers: { 'content-type': 'application/json' },
      payload: '{"resume": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'invalid_request',
      error: 'Malformed JSON body',
    });
    expect(response.body).not.toContain('at ');
  });
});

describe('cross-site requests', () => {
  const post = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

  it('refuses an unsafe request whose Origin names another site', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });

  it('refuses one whose Referer names another site when there is no Origin', async () => {
    const response = await post({ referer: 'https://evil.example/page' });
    expect(response.statusCode).toBe(403);
  });

  it('allows our own origin, APP_URL, and a request with neither header', async () => {
    for (const headers of [{ origin: 'http://localhost:80' }, { origin: 'http://localhost:3000' }, {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: 'localhost:80', ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).not.toBe(403);
    }
  });
});

describe('logs', () => {
  it('never contain a password, a token or a cookie', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk) => lines.push(String(chunk)));
    const logged = await createTestApp({
      database: testApp.database,
      logStream: stream,
      env: { LOG_LEVEL: 'trace' },
    });
    try {
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', cookie: 'sid=COOKIE-SECRET-123' },
        payload: { email: 'a@example.com', password: 'PASSWORD-SECRET-123' },
      });
      await logged.app.inject({ method: 'GET', url: '/reset-password?token=TOKEN-SECRET-123' });
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { authorization: 'Bearer AUTH-SECRET-123' },
        payload: { token: 'TOKEN-SECRET-456', newPassword: 'PASSWORD-SECRET-456' },
      });
    } finally {
      await logged.app.close();
    }
    const output = lines.join('');
    expect(output).toContain('reqId');
    for (const secret of ['COOKIE-SECRET', 'PASSWORD-SECRET', 'TOKEN-SECRET', 'AUTH-SECRET']) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('Google Tag Manager', () => {
  it('loads nothing and allows no tag manager without GTM_ID', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('gtm-loader.js');
    expect(String(page.headers['content-security-policy'])).not.toContain('googletagmanager');
    const loader = await testApp.app.inject({ method: 'GET', url: '/gtm-loader.js' });
    expect(loader.statusCode).toBe(404);
  });

  it('adds the bundled loader and widens the CSP for it only when GTM_ID is set', async () => {
    const withGtm = await createTestApp({
      database: testApp.database,
      clientDir,
      env: { GTM_ID: 'GTM-ABC123' },
    });
    try {
      const page = await withGtm.app.inject({ method: 'GET', url: '/write/skills' });
      expect(page.body).toContain('<script src="/gtm-loader.js" async></script></head>');
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src[^;]*googletagmanager/);
      const loader = await withGtm.app.inject({ method: 'GET', url: '/gtm-loader.js' });
      expect(loader.headers['content-type']).toContain('javascript');
      expect(loader.body).toContain('GTM-ABC123');
    } finally {
      await withGtm.app.close();
    }
  });
});
