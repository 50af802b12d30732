import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobSentResponseSchema, recordSentBodySchema } from '../../domain/job-sent-api';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { emptyWhenMissing } from '../http/validation';
import { jobParamsSchema, ownJob } from '../jobs/own-job';
import { deleteSent, findSent } from './find-sent';
import { recordSent } from './record-sent';

/**
 * What was sent with a job application (issue 35 item 4, ADR 0091). Its own area above drafts and cover
 * letters: it keeps a resume version and copies a letter, which the jobs area below them cannot reach.
 */
export default async function sentRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const checkedLater = { attachValidation: true } as const;

  app.get(
    '/api/jobs/:id/sent',
    {
      ...checkedLater,
      schema: {
        params: jobParamsSchema,
        response: { 200: jobSentResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      return { success: true as const, sent: await findSent(db, job.userId, job.id) };
    },
  );

  app.post(
    '/api/jobs/:id/sent',
    {
      ...checkedLater,
      schema: {
        params: jobParamsSchema,
        body: emptyWhenMissing(recordSentBodySchema),
        response: {
          200: jobSentResponseSchema.describe('What is now recorded as sent'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      return { success: true as const, sent: await recordSent(db, job.userId, job.id, request.body) };
    },
  );

  app.delete(
    '/api/jobs/:id/sent',
    {
      ...checkedLater,
      schema: {
        params: jobParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const job = await ownJob(db, request, request.params);
      await deleteSent(db, job.userId, job.id);
      return { success: true as const };
    },
  );
}
