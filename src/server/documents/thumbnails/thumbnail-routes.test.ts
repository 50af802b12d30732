import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEMES, TEMPLATE_IDS } from '../../../domain/design';
import type { Resume } from '../../../domain/resume';
import { registerErrorHandler } from '../../http/error-handler';
import { registerSchemaCompilers } from '../../http/schema-compilers';
import { createInProcessRenderer, type Renderer } from '../render/render-pool';
import thumbnailRoutes from './thumbnail-routes';

let app: FastifyInstance;
let renderer: Renderer;
const rendered: Resume[] = [];

beforeAll(async () => {
  renderer = createInProcessRenderer();
  app = Fastify();
  registerErrorHandler(app);
  registerSchemaCompilers(app, { checkAnswers: 'fail' });
  const counting = {
    renderPreview: (resume: Resume) => {
      rendered.push(resume);
      return renderer.renderPreview(resume);
    },
  };
  await app.register(thumbnailRoutes, { pool: counting });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await renderer.close();
});

const viewBox = (svg: string) => /^<svg[^>]*\sviewBox="([^"]*)"/.exec(svg)?.[1];

describe('GET /api/templates/:template/thumbnail.svg', () => {
  it.each(TEMPLATE_IDS)('answers the first page of the sample in the %s template', async (template) => {
    const response = await app.inject({ url: `/api/templates/${template}/thumbnail.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(viewBox(response.body)).toBe('0 0 612 792');
    expect(rendered.at(-1)).toMatchObject({ template, colorScheme: 'blue', pageSize: 'letter' });
  });

  it('renders a combination once and answers gzip to a browser that accepts it', async () => {
    const url = '/api/templates/sidebar/thumbnail.svg?colorScheme=teal&pageSize=a4';
    const before = rendered.length;
    const [first, second] = await Promise.all([
      app.inject({ url, headers: { 'accept-encoding': 'gzip' } }),
      app.inject({ url, headers: { 'accept-encoding': 'gzip' } }),
    ]);
    expect(rendered.length - before).toBe(1);
    expect(first.headers['content-encoding']).toBe('gzip');
    const svg = gunzipSync(first.rawPayload).toString('utf8');
    expect(gunzipSync(second.rawPayload).toString('utf8')).toBe(svg);
    expect(viewBox(svg)).toBe('0 0 596 842');
    expect(svg.toLowerCase()).toContain(COLOR_SCHEMES.teal.accent.toLowerCase());
  });

  it('refuses an unknown template, colour or page size', async () => {
    for (const url of [
      '/api/templates/nope/thumbnail.svg',
      '/api/templates/modern/thumbnail.svg?colorScheme=pink',
      '/api/templates/modern/thumbnail.svg?pageSize=legal',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});
