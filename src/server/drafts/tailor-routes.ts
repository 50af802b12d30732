import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tailoredDraftResponseSchema, tailorJobBodySchema } from '../../domain/jobs-api';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { emptyWhenMissing } from '../http/validation';
import { jobParamsSchema, ownJob } from '../jobs/own-job';
import { duplicateDraftForJob } from './duplicate-draft';

/**
 * POST /api/jobs/{id}/tailor: a copy of the user's draft, linked to one of their jobs. A draft operation on a job,
 * so it lives with the drafts, which read jobs; jobs never write drafts (ADR 0079).
 */
export default async function tailorRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  app.post(
    '/api/jobs/:id/tailor',
    {
      // The job's owner is checked before the body is reported on (ownJob).
      attachValidation: true,
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
