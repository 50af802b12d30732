import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createJobBodySchema,
  JOB_NOT_FOUND_MESSAGE,
  jobListResponseSchema,
  jobResponseSchema,
  tailoredDraftResponseSchema,
  tailorJobBodySchema,
  updateJobBodySchema,
} from '../../domain/jobs-api';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import type { JobRow } from '../db/schema';
import { duplicateDraftForJob } from '../drafts/duplicate-draft';
import { errorResponses } from '../http/error-responses';
import { notFound } from '../http/errors';
import { rejectInvalidInput } from '../http/schema-compilers';
import { withInputStyle } from '../http/validation';
import { createJob } from './create-job';
import { deleteJob } from './delete-job';
import { findOwnJob } from './find-job';
import { toJob } from './job-view';
import { listJobs } from './list-jobs';
import { updateJob } from './update-job';

const jobParamsSchema = z.object({ id: z.uuid().describe("The job's id") });
const successSchema = z.object({ success: z.literal(true) });

// As the drafts: a request without a body reads as {}, so each required field names itself.
const emptyWhenMissing = <T extends z.ZodType>(schema: T) =>
  withInputStyle(schema, { isMissingBodyEmpty: true });

/**
 * The signed-in user's job of a job route, checked in the order a client may learn things (ADR 0035): 401 for a
 * guest, 404 for an id that is not one of the user's jobs whatever the body, and only then 400 for a bad body.
 */
async function ownJob(db: Database, request: FastifyRequest, { id }: { id: string }): Promise<JobRow> {
  const userId = requireUserId(request);
  if (request.validationError?.validationContext === 'params') throw notFound(JOB_NOT_FOUND_MESSAGE);
  const job = await findOwnJob(db, userId, id);
  rejectInvalidInput(request);
  return job;
}

/** The saved jobs (issue 14, ADR 0032), every call scoped to the signed-in user like the drafts. */
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

  app.post(
    '/api/jobs/:id/tailor',
    {
      ...checkedLater,
      schema: {
        params: jobParamsSchema,
        body: emptyWhenMissing(tailorJobBodySchema),
        response: {
          201: tailoredDraftResponseSchema.describe("A copy of the user's draft, linked to the job"),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const job = await ownJob(db, request, request.params);
      const resumeDraft = await duplicateDraftForJob(db, job.userId, request.body.resumeDraftId, job);
      return reply.status(201).send({ success: true, resumeDraft });
    },
  );
}
