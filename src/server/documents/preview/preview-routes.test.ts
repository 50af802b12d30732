import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler';
import { registerSchemaCompilers } from '../../http/schema-compilers';
import { createInProcessRenderer, type Renderer } from '../render/render-pool';
import previewRoutes from './preview-routes';

let app: FastifyInstance;

/** Fastify with what buildApp gives every route: the zod schema compilers and the error envelope. */
function bareApp(): FastifyInstance {
  const bare = Fastify();
  registerErrorHandler(bare);
  registerSchemaCompilers(bare, { checkAnswers: 'fail' });
  return bare;
}
let renderer: Renderer;

beforeAll(async () => {
  renderer = createInProcessRenderer();
  app = bareApp();
  await app.register(previewRoutes, { pool: renderer });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await renderer.close();
});

describe('POST /api/preview', () => {
  it('answers the SVG pages of a resume', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/preview',
      payload: { resume: { personalDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
    });
    expect(response.statusCode).toBe(200);
    const { pages } = response.json<{ pages: string[] }>();
    expect(pages).toHaveLength(1);
    expect(pages[0]!.startsWith('<svg')).toBe(true);
    expect(pages[0]!.includes('Ada Lovelace')).toBe(true);
  });

  it('sends the answer gzipped, compressed off the event loop, when the client accepts gzip', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/preview',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { resume: { personalDetails: { firstName: 'Grace', lastName: 'Hopper' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('application/json');
    const { pages } = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as { pages: string[] };
    expect(pages[0]!.includes('Grace Hopper')).toBe(true);
  });

  it('names the characters no bundled font can draw, and only when there are some', async () => {
    const render = (firstName: string) =>
      app.inject({
        method: 'POST',
        url: '/api/preview',
        payload: { resume: { personalDetails: { firstName } } },
      });
    const ethiopic = (await render('ሰላም')).json<{ pages: string[]; missingCharacters?: string[] }>();
    expect(ethiopic.pages).toHaveLength(1);
    expect(ethiopic.missingCharacters).toEqual(['ሰ', 'ላ', 'ም']);
    const chinese = (await render('王小明')).json<{ pages: string[]; missingCharacters?: string[] }>();
    expect(chinese.missingCharacters).toBeUndefined();
    const latin = (await render('Zoë')).json<{ pages: string[]; missingCharacters?: string[] }>();
    expect(latin.missingCharacters).toBeUndefined();
  });

  it('answers 400 with a field -> message map for an invalid resume', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/preview',
      payload: { resume: { contactInfo: { email: 'not-an-email' }, fontSize: 99 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'invalid_resume',
      error: 'Invalid resume',
      errors: { 'contactInfo.email': 'Valid email is required', fontSize: 'Font size must be at most 14' },
    });
  });

  it('answers 400 when the resume is missing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/preview', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Invalid resume' });
  });

  it('refuses a body over 1 MB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/preview',
      payload: { resume: {}, padding: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /api/preview rate limit', () => {
  it('answers 429 past the configured renders per second', async () => {
    const { default: rateLimit } = await import('@fastify/rate-limit');
    const limited = bareApp();
    await limited.register(rateLimit, { global: false });
    await limited.register(previewRoutes, {
      pool: { renderPreviewBody: async () => Buffer.from('{"pages":["<svg/>"]}') },
      previewRateLimit: 2,
    });
    const post = () => limited.inject({ method: 'POST', url: '/api/preview', payload: { resume: {} } });
    const codes = [(await post()).statusCode, (await post()).statusCode, (await post()).statusCode];
    expect(codes).toEqual([200, 200, 429]);
    await limited.close();
  });
});

describe('POST /api/preview when the browser gives up', () => {
  it('aborts the render it was waiting for once the client closes the request', async () => {
    let called = () => {};
    const calledOnce = new Promise<void>((resolve) => (called = resolve));
    let sawAbort = () => {};
    const aborted = new Promise<void>((resolve) => (sawAbort = resolve));
    const waiting = bareApp();
    await waiting.register(previewRoutes, {
      // Stands in for a render still queued behind others: it only settles when its signal aborts.
      pool: {
        renderPreviewBody: (_resume, { signal }) =>
          new Promise<Uint8Array>((_resolve, reject) => {
            called();
            signal?.addEventListener('abort', () => {
              sawAbort();
              reject(signal.reason);
            });
          }),
      },
    });
    const address = await waiting.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const request = fetch(`${address}/api/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume: {} }),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await calledOnce;
    controller.abort();
    await request;
    await aborted;
    await waiting.close();
  });
});
