import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEED_NOT_FOUND_MESSAGE,
  feedResponseSchema,
  feedStatusResponseSchema,
} from '../../../domain/job-events-api';
import { requireUserId } from '../../auth/session-plugin';
import type { AreaOptions } from '../../http/area-options';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/errors';
import { accountLanguage } from './account-language';
import { feedOwner, feedPath, hasFeed, regenerateFeedSecret, revokeFeed } from './calendar-feed';
import { eventsCalendar, feedName } from './event-ics';
import { accountEvents, RECENT_MS } from './event-store';

const successSchema = z.object({ success: z.literal(true) });
/** A calendar app polls every few minutes to hours; this is far above that and far below guessing. */
const FEED_READS_PER_MINUTE = 30;
const FEED_MAX_EVENTS = 500;

/**
 * The account's calendar feed (issue 35 item 2, ADR 0090): a secret address calendar apps subscribe to without
 * a cookie, and the signed-in routes that make, replace and revoke it.
 */
export default async function calendarFeedRoutes(
  fastify: FastifyInstance,
  { config, database }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const jobUrl = (jobId: string) => `${config.appUrl}/jobs/${jobId}`;

  app.get(
    '/api/calendar/feed',
    { schema: { response: { 200: feedStatusResponseSchema, ...errorResponses(401) } } },
    async (request) => ({ success: true as const, isActive: await hasFeed(db, requireUserId(request)) }),
  );

  // Makes a new secret (replacing any old one): the address is shown once, since only its hash is kept.
  app.post(
    '/api/calendar/feed',
    { schema: { response: { 201: feedResponseSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const secret = await regenerateFeedSecret(db, requireUserId(request));
      return reply.status(201).send({ success: true, path: feedPath(secret) });
    },
  );

  app.delete(
    '/api/calendar/feed',
    { schema: { response: { 200: successSchema, ...errorResponses(401) } } },
    async (request) => {
      await revokeFeed(db, requireUserId(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/calendar/:secret.ics',
    {
      schema: {
        params: z.object({ secret: z.string() }),
        response: {
          200: z.string().describe('text/calendar: every event of the account'),
          ...errorResponses(404, 429),
        },
      },
      config: {
        rateLimit: {
          max: FEED_READS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `calendar-feed:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const userId = await feedOwner(db, request.params.secret);
      if (!userId) throw notFound(FEED_NOT_FOUND_MESSAGE);
      const events = await accountEvents(db, userId, new Date(Date.now() - RECENT_MS), FEED_MAX_EVENTS);
      const language = await accountLanguage(db, userId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(eventsCalendar(feedName(language), events, jobUrl, language));
    },
  );
}
