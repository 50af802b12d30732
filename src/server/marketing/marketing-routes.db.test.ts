import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { TEMPLATE_IDS } from '../../domain/design';
import { marketingStatsSchema } from '../../domain/marketing-api';
import { documentExports, resumeDrafts } from '../db/schema';
import { countBuiltToday } from './count-built-today';
import { APP_URL_PLACEHOLDER } from './fill-prerendered-page';
import { listBlogSlugs } from './public-pages';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { APP_URL: 'https://cv.example.org', SUPPORT_EMAIL: 'help@example.org' },
  });
});
afterAll(() => testApp.close());

const HOUR = 60 * 60 * 1000;

describe('countBuiltToday', () => {
  it('counts drafts created and exports recorded since midnight UTC, not before', async () => {
    const db = testApp.database.db;
    const user = await createUser(db);
    const now = new Date();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const before = await countBuiltToday(db, now);
    const [draft] = await db
      .insert(resumeDrafts)
      .values([
        { userId: user.id, title: 'Today', data: {} },
        { userId: user.id, title: 'Yesterday', data: {}, createdAt: new Date(midnight.getTime() - HOUR) },
      ])
      .returning();
    await db.insert(documentExports).values([
      { userId: user.id, draftId: draft?.id, format: 'pdf' },
      { userId: user.id, draftId: draft?.id, format: 'docx', createdAt: new Date(midnight.getTime() - 1) },
    ]);
    // One draft and one export today; the others were made before midnight.
    expect(await countBuiltToday(db, now)).toBe(before + 2);
  });
});

describe('GET /api/marketing/stats', () => {
  it('answers the measured figures, then serves them from a one-minute cache', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/marketing/stats' });
    expect(first.statusCode).toBe(200);
    const stats = marketingStatsSchema.parse(first.json());
    expect(stats.templateCount).toBe(TEMPLATE_IDS.length);
    expect(stats.supportEmail).toBe('help@example.org');
    expect(stats.resumesBuiltToday).toBe(await countBuiltToday(testApp.database.db));

    const user = await createUser(testApp.database.db);
    await testApp.database.db.insert(resumeDrafts).values({ userId: user.id, title: 'New', data: {} });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/marketing/stats' });
    // Within the minute the cached count stands, though a draft was created since.
    expect(second.json().resumesBuiltToday).toBe(stats.resumesBuiltToday);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists every public page and every blog article under APP_URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const slugs = listBlogSlugs();
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const path of [
      '/',
      '/ats-templates',
      '/ats-checker',
      '/blog',
      '/privacy',
      '/terms',
      ...slugs.map((s) => `/blog/${s}`),
    ]) {
      expect(response.body).toContain(`<loc>https://cv.example.org${path}</loc>`);
    }
    expect(response.body).not.toContain('/write/');
  });

  it('lists each public page in every interface language, with its alternates (issue 33)', async () => {
    const { body } = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const loc of ['/es/', '/fr/blog', '/ar/privacy', '/de/ats-checker'])
      expect(body).toContain(`<loc>https://cv.example.org${loc}</loc>`);
    const spanishBlog = body
      .split('<url>')
      .find((entry) => entry.includes('<loc>https://cv.example.org/es/blog</loc>'));
    expect(spanishBlog).toContain('hreflang="en" href="https://cv.example.org/blog"');
    expect(spanishBlog).toContain('hreflang="nl" href="https://cv.example.org/nl/blog"');
    expect(spanishBlog).toContain('hreflang="x-default" href="https://cv.example.org/blog"');
  });

  it('keeps crawlers out of the builder and the API and points them at the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /write/');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://cv.example.org/sitemap.xml');
  });
});

describe('a prerendered public page', () => {
  it('is served for its path, /ats-checker, with APP_URL in its absolute URLs; other routes get the shell', async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-client-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(clientDir, 'prerendered'));
    await writeFile(
      path.join(clientDir, 'prerendered', 'ats-checker.html'),
      `<html><head><title>Free ATS resume checker</title><link rel="canonical" href="${APP_URL_PLACEHOLDER}/ats-checker" /></head><body><div id="root"><h1>Free ATS resume checker</h1></div></body></html>`,
    );
    const served = await createTestApp({ clientDir, env: { APP_URL: 'https://cv.example.org' } });
    try {
      const page = await served.app.inject({ method: 'GET', url: '/ats-checker' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>Free ATS resume checker</h1>');
      expect(page.body).toContain('<link rel="canonical" href="https://cv.example.org/ats-checker" />');
      const shell = await served.app.inject({ method: 'GET', url: '/import' });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<div id="root"></div>');
    } finally {
      await served.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });

  it('is served in its language under the language’s prefix; unknown prefixes and pages are 404 (issue 33)', async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-client-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(clientDir, 'prerendered', 'es'), { recursive: true });
    await writeFile(
      path.join(clientDir, 'prerendered', 'es', 'index.html'),
      '<html lang="es"><head></head><body><div id="root"><h1>Inicio</h1></div></body></html>',
    );
    await writeFile(
      path.join(clientDir, 'prerendered', 'es', 'blog.html'),
      '<html lang="es"><head></head><body><div id="root"><h1>Blog</h1></div></body></html>',
    );
    const served = await createTestApp({ clientDir, env: { APP_URL: 'https://cv.example.org' } });
    try {
      for (const url of ['/es', '/es/']) {
        const home = await served.app.inject({ method: 'GET', url });
        expect(home.statusCode, url).toBe(200);
        expect(home.body, url).toContain('<h1>Inicio</h1>');
      }
      expect((await served.app.inject({ method: 'GET', url: '/es/blog' })).body).toContain('<h1>Blog</h1>');
      // A page without a prerendered file in that language still opens: the app draws it.
      const dashboard = await served.app.inject({ method: 'GET', url: '/es/dashboard' });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.body).toContain('<div id="root"></div>');
      for (const url of ['/en/blog', '/xx/blog', '/es/no-such-page'])
        expect((await served.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await served.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
