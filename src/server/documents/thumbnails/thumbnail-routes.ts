import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLOR_SCHEME_IDS,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TEMPLATE_IDS,
} from '../../../domain/design';
import { errorResponses } from '../../http/error-responses';
import type { Renderer } from '../render/render-pool';
import { templateThumbnails } from './template-thumbnail';

/** GET /api/templates/:template/thumbnail.svg: a template's first page on sample data, for the galleries. */

export type ThumbnailRoutesOptions = { pool: Pick<Renderer, 'renderPreview'> };

/** Thumbnails change only when the server does; a day in the browser, then revalidated. */
const CACHE_CONTROL = 'public, max-age=86400';

const thumbnailSchemas = {
  params: z.object({ template: z.enum(TEMPLATE_IDS).describe('A template id') }),
  querystring: z.object({
    colorScheme: z.enum(COLOR_SCHEME_IDS).default(DEFAULT_COLOR_SCHEME),
    pageSize: z.enum(PAGE_SIZES).default(DEFAULT_PAGE_SIZE),
  }),
  response: {
    200: z.string().describe('The first page of a sample resume as SVG (gzip-compressed when accepted)'),
    ...errorResponses(400),
  },
};

export default async function thumbnailRoutes(
  fastify: FastifyInstance,
  opts: ThumbnailRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const thumbnails = templateThumbnails(opts.pool);
  app.get('/api/templates/:template/thumbnail.svg', { schema: thumbnailSchemas }, async (request, reply) => {
    const gzipped = await thumbnails.gzipped({ template: request.params.template, ...request.query });
    const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
    reply.type('image/svg+xml').header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
    if (acceptsGzip) reply.header('content-encoding', 'gzip');
    // Sent as bytes: the 200 schema documents the answer, the bytes are already made.
    return reply.send((acceptsGzip ? gzipped : gunzipSync(gzipped)) as unknown as string);
  });
}
