import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../domain/interface-languages';
import {
  createEventBodySchema,
  eventListResponseSchema,
  eventResponseSchema,
  upcomingResponseSchema,
  updateEventBodySchema,
} from '../../../domain/job-events-api';
import { requireUserId } from '../../auth/session-plugin';
import type { AreaOptions } from '../../http/area-options';
import { errorResponses } from '../../http/error-responses';
import { rejectInvalidInput } from '../../http/schema-compilers';
import { emptyWhenMissing } from '../../http/validation';
import { findOwnJob } from '../find-job';
import { ownJob } from '../own-job';
import { accountLanguage } from './account-language';
import { eventsCalendar } from './event-ics';
import { startReminderTask } from './event-reminders';
import {
  accountEvents,
  createEvent,
  deleteEvent,
  findEvent,
  listEvents,
  toEvent,
  updateEvent,
} from './event-store';

const successSchema = z.object({ success: z.literal(true) });
/** Path parameters are plain strings: a malformed id answers 404 like a missing one, never a 400 or 500. */
const jobParams = z.object({ id: z.string() });
const eventParams = z.object({ id: z.string(), eventId: z.string() });
const UPCOMING_LIMIT = 20;

/** Dates on a job (issue 35 item 2, ADR 0090), scoped to the signed-in user's jobs like the other job routes. */
export default async function jobEventRoutes(
  fastify: FastifyInstance,
  { config, database, mail, tasks }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const checkedLater = { attachValidation: true } as const;
  const jobUrl = (jobId: string) => `${config.appUrl}/jobs/${jobId}`;
  let reminders: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    reminders = await startReminderTask(tasks, db, mail, config.appUrl, app.log, config.reminderIntervalMs);
  });
  app.addHook('onClose', async () => reminders?.stop());

  app.get(
    '/api/jobs/upcoming',
    { schema: { response: { 200: upcomingResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const userId = requireUserId(request);
      // From the start of yesterday-ish: an interview an hour ago still belongs on today's list.
      const since = new Date(Date.now() - 12 * 3_600_000);
      return { success: true as const, events: await accountEvents(db, userId, since, UPCOMING_LIMIT) };
    },
  );

  app.get(
    '/api/jobs/:id/events',
    {
      ...checkedLater,
      schema: { params: jobParams, response: { 200: eventListResponseSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      return { success: true as const, events: await listEvents(db, job) };
    },
  );

  app.post(
    '/api/jobs/:id/events',
    {
      ...checkedLater,
      schema: {
        params: jobParams,
        body: emptyWhenMissing(createEventBodySchema),
        response: { 201: eventResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const job = await ownJob(db, request, request.params);
      return reply.status(201).send({ success: true, event: await createEvent(db, job, request.body) });
    },
  );

  // One event as a file to open in a calendar app (the contract: GET /api/jobs/{id}/events/{eventId}.ics).
  app.get(
    '/api/jobs/:id/events/:eventId.ics',
    {
      ...checkedLater,
      schema: {
        params: eventParams,
        response: { 200: z.string().describe('text/calendar: one event'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const job = await ownJob(db, request, request.params);
      const event = toEvent(await findEvent(db, job, request.params.eventId));
      const language = await accountLanguage(
        db,
        requireUserId(request),
        requestLanguage(request.headers['accept-language']),
      );
      const body = eventsCalendar(
        job.title,
        [{ ...event, jobTitle: job.title, company: job.company }],
        jobUrl,
        language,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.kind}-${event.date}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.put(
    '/api/jobs/:id/events/:eventId',
    {
      ...checkedLater,
      schema: {
        params: eventParams,
        body: emptyWhenMissing(updateEventBodySchema),
        response: { 200: eventResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      // The event is found before the body is judged: another job's event is 404 whatever the body.
      const job = await findOwnJob(db, requireUserId(request), request.params.id);
      const row = await findEvent(db, job, request.params.eventId);
      rejectInvalidInput(request);
      return { success: true as const, event: await updateEvent(db, row, request.body) };
    },
  );

  app.delete(
    '/api/jobs/:id/events/:eventId',
    {
      ...checkedLater,
      schema: { params: eventParams, response: { 200: successSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const job = await ownJob(db, request, { id: request.params.id });
      await deleteEvent(db, await findEvent(db, job, request.params.eventId));
      return { success: true as const };
    },
  );
}
