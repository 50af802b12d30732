import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createJobBodySchema, tailorJobBodySchema, updateJobBodySchema } from '../../domain/jobs-api';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../auth/session-plugin';
import { duplicateDraftForJob } from '../drafts/duplicate-draft';
import { parseOrThrow } from '../http/validation';
import { createJob } from './create-job';
import { deleteJob } from './delete-job';
import { findOwnJob } from './find-job';
import { toJob } from './job-view';
import { listJobs } from './list-jobs';
import { updateJob } from './update-job';

const jobIdOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';
const bodyOf = (request: FastifyRequest) => request.body ?? {};

/**
 * The saved jobs (issue 14), every call scoped to the signed-in user like the drafts: another user's job is a
 * 404 whatever the body, because ownership is checked before the body is read.
 */
export default async function jobRoutes(app: FastifyInstance, { database }: AreaOptions) {
  const { db } = database;

  app.get('/api/jobs', async (request) => {
    const userId = requireUserId(request);
    return { success: true, jobs: await listJobs(db, userId) };
  });

  app.post('/api/jobs', async (request, reply) => {
    const userId = requireUserId(request);
    const body = parseOrThrow(createJobBodySchema, bodyOf(request));
    return reply.status(201).send({ success: true, job: await createJob(db, userId, body) });
  });

  app.get('/api/jobs/:id', async (request) => {
    const userId = requireUserId(request);
    return { success: true, job: toJob(await findOwnJob(db, userId, jobIdOf(request))) };
  });

  app.put('/api/jobs/:id', async (request) => {
    const userId = requireUserId(request);
    const current = await findOwnJob(db, userId, jobIdOf(request));
    const changes = parseOrThrow(updateJobBodySchema, bodyOf(request));
    return { success: true, job: await updateJob(db, current, changes) };
  });

  app.delete('/api/jobs/:id', async (request) => {
    const userId = requireUserId(request);
    const job = await findOwnJob(db, userId, jobIdOf(request));
    await deleteJob(db, userId, job.id);
    return { success: true };
  });

  app.post('/api/jobs/:id/tailor', async (request, reply) => {
    const userId = requireUserId(request);
    const job = await findOwnJob(db, userId, jobIdOf(request));
    const { resumeDraftId } = parseOrThrow(tailorJobBodySchema, bodyOf(request));
    const resumeDraft = await duplicateDraftForJob(db, userId, resumeDraftId, job);
    return reply.status(201).send({ success: true, resumeDraft });
  });
}
