import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEMPLATE_IDS } from '../../domain/design';
import { type MarketingStats, marketingStatsSchema } from '../../domain/marketing-api';
import { listIndexableSharePaths } from '../drafts/sharing/share-store';
import type { AreaOptions } from '../http/area-options';
import { cachedValue } from './cached-value';
import { countBuiltToday } from './count-built-today';
import { listBlogSlugs, publicPaths, robotsTxt, sitemapXml } from './public-pages';

/** A minute: the figure moves slowly and the landing page is the busiest page; one count a minute at most. */
export const STATS_CACHE_MS = 60_000;
/** Five minutes: a link made indexable is offered to crawlers soon; a link turned off 404s at once anyway. */
const ROBOTS_CACHE_MS = 5 * 60_000;

/** The marketing area: the landing page's measured figures, robots.txt and the sitemap. */
export default async function marketingRoutes(fastify: FastifyInstance, { config, database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const builtToday = cachedValue(() => countBuiltToday(database.db), STATS_CACHE_MS);

  const statsSchemas = { response: { 200: marketingStatsSchema } };
  app.get('/api/marketing/stats', { schema: statsSchemas }, async (_request, reply) => {
    const body: MarketingStats = {
      resumesBuiltToday: await builtToday(),
      templateCount: TEMPLATE_IDS.length,
      supportEmail: config.supportEmail,
    };
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });

  // Read once: the articles ship with the build and do not change while the process runs.
  const sitemap = sitemapXml(config.appUrl, publicPaths(listBlogSlugs()));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
  // Shared links whose owners allowed indexing change as owners flip the switch: read every few minutes.
  const robots = cachedValue(
    async () => robotsTxt(config.appUrl, await listIndexableSharePaths(database.db)),
    ROBOTS_CACHE_MS,
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ROBOTS_CACHE_MS / 1000}`)
      .send(await robots()),
  );
}
