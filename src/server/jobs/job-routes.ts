import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createJobBodySchema,
  jobFromLinkBodySchema,
  jobListResponseSchema,
  jobResponseSchema,
  moveJobBodySchema,
  updateJobBodySchema,
} from '../../domain/jobs-api';
import { createOutcomeLimiter } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { rejectInvalidInput } from '../http/schema-compilers';
import { emptyWhenMissing } from '../http/validation';
import { createJob } from './create-job';
import { deleteJob } from './delete-job';
import { createJobFromLink } from './from-link/create-job-from-link';
import { toJob } from './job-view';
import { listJobs } from './list-jobs';
import { moveJob } from './move-job';
import { jobParamsSchema, ownJob } from './own-job';
import { updateJob } from './update-job';

const successSchema = z.object({ success: z.literal(true) });

/** The saved jobs (issue 14, ADR 0032), every call scoped to the signed-in user like the drafts. */
/** How many job links one account may have read per minute. */
export const JOB_LINK_READS_PER_MINUTE = 10;

export default async function jobRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  // Every route checks the session (and the job's owner) before it reports bad input.
  const checkedLater = { attachValidation: true } as const;

  app.get(
    '/api/jobs',
    { schema: { response: { 200: jobListResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const userId = requireUserId(request);
      return { success: true as const, jobs: await listJobs(db, userId) };
    },
  );

  app.post(
    '/api/jobs',
    {
      ...checkedLater,
      schema: {
        body: emptyWhenMissing(createJobBodySchema),
        response: { 201: jobResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      rejectInvalidInput(request);
      return reply.status(201).send({ success: true, job: await createJob(db, userId, request.body) });
    },
  );

  // Reading another site's page costs it and us: a few a minute per account is more than a person saves.
  const linkReads = createOutcomeLimiter(fastify, {
    name: 'job-link',
    max: JOB_LINK_READS_PER_MINUTE,
    timeWindowMs: 60_000,
  });
  app.post(
    '/api/jobs/from-link',
    {
      ...checkedLater,
      schema: {
        body: emptyWhenMissing(jobFromLinkBodySchema),
        response: { 201: jobResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      rejectInvalidInput(request);
      await linkReads.check(request, reply, userId);
      await linkReads.consume(request, userId);
      const job = await createJobFromLink(db, userId, request.body.url);
      return reply.status(201).send({ success: true, job });
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      ...checkedLater,
      schema: { params: jobParamsSchema, response: { 200: jobResponseSchema, ...errorResponses(401, 404) } },
    },
    async (request) => ({ success: true as const, job: toJob(await ownJob(db, request, request.params)) }),
  );

  app.put(
    '/api/jobs/:id',
    {
      ...checkedLater,
      schema: {
        params: jobParamsSchema,
        body: emptyWhenMissing(updateJobBodySchema),
        response: { 200: jobResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      return { success: true as const, job: await updateJob(db, job, request.body) };
    },
  );

  // The board's drag and drop (issue 35 item 1): the column and the place in it, saved in one step.
  app.post(
    '/api/jobs/:id/move',
    {
      ...checkedLater,
      schema: {
        params: jobParamsSchema,
        body: emptyWhenMissing(moveJobBodySchema),
        response: { 200: jobResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      return { success: true as const, job: await moveJob(db, job, request.body) };
    },
  );

  app.delete(
    '/api/jobs/:id',
    {
      ...checkedLater,
      schema: { params: jobParamsSchema, response: { 200: successSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      await deleteJob(db, job.userId, job.id);
      return { success: true as const };
    },
  );
}
