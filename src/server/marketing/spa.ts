import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { prerenderedFile } from '../../domain/language-paths';
import { isAppRoute } from '../../domain/routes';
import { fillPrerenderedPage } from './fill-prerendered-page';

export interface SpaOptions {
  /** The built client (dist/client). Missing in API-only tests: then only /api answers. */
  clientDir: string;
  /** APP_URL: prerendered pages carry a placeholder where their absolute URLs belong. */
  appUrl: string;
  /** Markup added before </head> of every page served (the GTM loader, when configured). */
  headHtml?: string;
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; HTML never. A GET for a path of the
 * route table answers index.html (or its prerendered page) with 200; any other path answers it with 404 so the
 * client shows the not-found page and crawlers see the truth. Unknown /api paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexPath = path.join(options.clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  let indexHtml: string | undefined;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        // @fastify/static 10 hands the Fastify reply here, though its types still say ServerResponse.
        const target = reply as unknown as { header(name: string, value: string): void };
        target.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const withHead = (html: string) =>
    options.headHtml ? html.replace('</head>', `${options.headHtml}</head>`) : html;

  // Built pages do not change while the server runs: read each once.
  const pageCache = new Map<string, string>();
  async function htmlFor(pathname: string): Promise<string> {
    const cached = pageCache.get(pathname);
    if (cached) return cached;
    const html = await readPage(pathname);
    if (pageCache.size < 500) pageCache.set(pathname, html);
    return html;
  }

  async function readPage(pathname: string): Promise<string> {
    const prerendered = path.join(options.clientDir, 'prerendered', prerenderedFile(pathname));
    if (!pathname.includes('..') && existsSync(prerendered)) {
      return withHead(fillPrerenderedPage(await readFile(prerendered, 'utf8'), options.appUrl));
    }
    indexHtml ??= withHead(await readFile(indexPath, 'utf8'));
    return indexHtml;
  }

  // @fastify/static refuses a directory listing for '/', so the home page has its own route.
  if (hasClient) {
    app.get('/', async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await htmlFor('/')),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = safeDecode(new URL(request.url, 'http://localhost').pathname);
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasClient) {
      return reply.status(404).send({ success: false, error: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, error: 'Not found' });
    }
    const isKnown = isAppRoute(pathname.replace(/\/+$/, '') || '/');
    return reply
      .status(isKnown ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await htmlFor(isKnown ? pathname.replace(/\/+$/, '') || '/' : '/__not_found__'));
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
