import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COVER_LETTER_NOT_FOUND_MESSAGE,
  coverLetterConflictResponseSchema,
  coverLetterListResponseSchema,
  coverLetterResponseSchema,
  createCoverLetterBodySchema,
  replaceCoverLetterBodySchema,
} from '../../domain/cover-letter-api';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { notFound } from '../http/errors';
import { languageOfRequest } from '../http/request-language';
import { rejectInvalidInput } from '../http/schema-compilers';
import { withInputStyle } from '../http/validation';
import { createCoverLetter } from './create-cover-letter';
import { deleteCoverLetter } from './delete-cover-letter';
import { duplicateCoverLetter } from './duplicate-cover-letter';
import { findCoverLetterRow, getCoverLetter } from './find-cover-letter';
import { listCoverLetters } from './list-cover-letters';
import { updateCoverLetter } from './update-cover-letter';

export const coverLetterParamsSchema = z.object({ id: z.uuid().describe("The cover letter's id") });
const successSchema = z.object({ success: z.literal(true) });

// As the drafts: a request without a body reads as {}, so each required field names itself.
const emptyWhenMissing = <T extends z.ZodType>(schema: T) =>
  withInputStyle(schema, { isMissingBodyEmpty: true });

/**
 * The signed-in user and the letter id of a letter route, checked in the order a client may learn things
 * (ADR 0035): 401 for a guest, 404 for an id that is not one of the user's letters whatever the body says,
 * and only then 400 for a bad body.
 */
async function letterRequest(
  db: Database,
  request: FastifyRequest,
  { id }: { id: string },
): Promise<{ userId: string; id: string }> {
  const userId = requireUserId(request);
  const error = request.validationError;
  if (error) {
    if (error.validationContext === 'params') throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
    if (!(await findCoverLetterRow(db, userId, id))) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
    throw error;
  }
  return { userId, id };
}

/** The cover letters (issue 15), every call scoped to the signed-in user like the drafts. */
export default async function coverLetterRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const checkedLater = { attachValidation: true } as const;

  app.get(
    '/api/cover-letters',
    { schema: { response: { 200: coverLetterListResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const userId = requireUserId(request);
      return { success: true as const, coverLetters: await listCoverLetters(db, userId) };
    },
  );

  app.post(
    '/api/cover-letters',
    {
      ...checkedLater,
      schema: {
        body: emptyWhenMissing(createCoverLetterBodySchema),
        response: { 201: coverLetterResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      rejectInvalidInput(request);
      const language = languageOfRequest(request);
      const coverLetter = await createCoverLetter(db, userId, request.body, language);
      return reply.status(201).send({ success: true, coverLetter });
    },
  );

  app.get(
    '/api/cover-letters/:id',
    {
      ...checkedLater,
      schema: {
        params: coverLetterParamsSchema,
        response: { 200: coverLetterResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { userId, id } = await letterRequest(db, request, request.params);
      return { success: true as const, coverLetter: await getCoverLetter(db, userId, id) };
    },
  );

  app.put(
    '/api/cover-letters/:id',
    {
      ...checkedLater,
      schema: {
        params: coverLetterParamsSchema,
        body: emptyWhenMissing(replaceCoverLetterBodySchema),
        response: {
          200: coverLetterResponseSchema,
          409: coverLetterConflictResponseSchema.describe(
            'The version sent is stale; `coverLetter` is the letter as it is now',
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { userId, id } = await letterRequest(db, request, request.params);
      return { success: true as const, coverLetter: await updateCoverLetter(db, userId, id, request.body) };
    },
  );

  app.delete(
    '/api/cover-letters/:id',
    {
      ...checkedLater,
      schema: {
        params: coverLetterParamsSchema,
        response: { 200: successSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { userId, id } = await letterRequest(db, request, request.params);
      await deleteCoverLetter(db, userId, id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/cover-letters/:id/duplicate',
    {
      ...checkedLater,
      schema: {
        params: coverLetterParamsSchema,
        response: { 201: coverLetterResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId, id } = await letterRequest(db, request, request.params);
      const language = languageOfRequest(request);
      return reply
        .status(201)
        .send({ success: true, coverLetter: await duplicateCoverLetter(db, userId, id, language) });
    },
  );
}
