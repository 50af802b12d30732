import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JOB_NOT_FOUND_MESSAGE } from '../../domain/jobs-api';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import type { JobRow } from '../db/schema';
import { notFound } from '../http/errors';
import { rejectInvalidInput } from '../http/schema-compilers';
import { findOwnJob } from './find-job';

/** The path parameters of a job route (`/api/jobs/:id...`). */
export const jobParamsSchema = z.object({ id: z.uuid().describe("The job's id") });

/**
 * The signed-in user's job of a job route, checked in the order a client may learn things (ADR 0035): 401 for a
 * guest, 404 for an id that is not one of the user's jobs whatever the body, and only then 400 for a bad body.
 * The route must be registered with `attachValidation: true`.
 */
export async function ownJob(db: Database, request: FastifyRequest, { id }: { id: string }): Promise<JobRow> {
  const userId = requireUserId(request);
  if (request.validationError?.validationContext === 'params') throw notFound(JOB_NOT_FOUND_MESSAGE);
  const job = await findOwnJob(db, userId, id);
  rejectInvalidInput(request);
  return job;
}
