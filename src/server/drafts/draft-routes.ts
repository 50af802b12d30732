import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDraftBodySchema,
  type DraftStatus,
  draftConflictResponseSchema,
  migrateResumeBodySchema,
  PAID_STATUS_MESSAGE,
  patchDraftBodySchema,
  type ResumeDraftResponse,
  replaceDraftBodySchema,
  resumeDraftListResponseSchema,
  resumeDraftResponseSchema,
} from '../../domain/draft-api';
import { toJsonResume } from '../../domain/json-resume';
import { resumeSchema } from '../../domain/resume';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import { contentDisposition, exportFileName } from '../documents/export/export-filename';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { badRequest, forbidden, notFound } from '../http/errors';
import { jsonWithRawProperty } from '../http/json-with-raw';
import { languageOfRequest } from '../http/request-language';
import { rejectInvalidInput } from '../http/schema-compilers';
import { emptyWhenMissing } from '../http/validation';
import { createDraft } from './create-draft';
import { deleteDraft } from './delete-draft';
import { duplicateDraft } from './duplicate-draft';
import { DRAFT_NOT_FOUND_MESSAGE, findDraftRow, getDraft } from './get-draft';
import { applyJsonPatch, JSON_PATCH_TYPE, jsonPatchDocumentSchema } from './json-patch-draft';
import { listDrafts } from './list-drafts';
import { migrateResume } from './migrate-resume';
import { type UpdatedDraft, updateDraft } from './update-draft';

const draftParamsSchema = z.object({ id: z.uuid().describe("The draft's id") });
const successSchema = z.object({ success: z.literal(true) });

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The signed-in user and the draft id of a draft route, checked in the order a client may learn things: a
 * guest is a 401; an id that is not one of the user's drafts is a 404 whatever the body says (so a stranger
 * learns nothing from a 400); only then is a bad body a 400. The ownership query runs only on that error path:
 * on success the route's own query is scoped by the user and answers the 404 itself.
 */
async function draftRequest(
  db: Database,
  request: FastifyRequest,
  { id }: { id: string },
): Promise<{ userId: string; id: string }> {
  const userId = requireUserId(request);
  const error = request.validationError;
  if (error) {
    if (error.validationContext === 'params') throw notFound(DRAFT_NOT_FOUND_MESSAGE);
    if (!(await findDraftRow(db, userId, id))) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
    throw error;
  }
  return { userId, id };
}

/**
 * The changes of a save without the status 'paid', which a client sends only as the echo of a paid draft it
 * read (GET, then PUT of the same body): on a paid draft it changes nothing and is dropped; on any other it is
 * refused, since only fulfilment makes a draft paid. The extra query runs only when 'paid' was sent.
 */
async function withoutPaidEcho<B extends { status?: DraftStatus }>(
  db: Database,
  userId: string,
  id: string,
  body: B,
): Promise<Omit<B, 'status'> & { status?: Exclude<DraftStatus, 'paid'> }> {
  const { status, ...rest } = body;
  if (status !== 'paid') return { ...rest, status };
  const current = await findDraftRow(db, userId, id);
  if (!current) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  if (current.status !== 'paid') throw badRequest(PAID_STATUS_MESSAGE, { status: PAID_STATUS_MESSAGE });
  return rest;
}

/**
 * `{success: true, resumeDraft}` of a save, with the document's JSON text embedded as it was written. Fastify
 * sends a string as it is (no serialiser), so the type says what the text holds: the route's 200 schema.
 */
const savedDraftAnswer = ({ meta, dataJson }: UpdatedDraft) =>
  `{"success":true,"resumeDraft":${jsonWithRawProperty(meta, 'data', dataJson)}}` as unknown as ResumeDraftResponse;

/** A change made with a personal access token is kept in the history under the token's name (ADR 0086). */
const changedByOf = (request: FastifyRequest) =>
  request.personalToken ? { changedBy: request.personalToken.name } : {};

/**
 * The PATCH route's OpenAPI entry: the provider's transform, then the second media type it takes beside JSON,
 * with the patch's own schema (one route, so the zod body schema can describe only one of the two).
 */
const withJsonPatchBody: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as Record<string, unknown>;
  return {
    ...transformed,
    schema: {
      ...schema,
      // Documented only: a headers schema on the route itself would also validate (and replace) the headers.
      headers: {
        type: 'object',
        properties: {
          'if-match': {
            type: 'string',
            description: 'The draft\'s version (`7`, `"7"` or `W/"7"`); required with a JSON Patch',
          },
        },
      },
      body: {
        content: {
          'application/json': { schema: schema.body },
          [JSON_PATCH_TYPE]: { schema: z.toJSONSchema(jsonPatchDocumentSchema, { unrepresentable: 'any' }) },
        },
      },
    },
  };
};

const isJsonPatch = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().split(';')[0]?.trim() === JSON_PATCH_TYPE;

/** The drafts area: section 7's /api/resume-drafts calls and /api/migrate-resume, every one scoped to the signed-in user. */
export default async function draftRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  // RFC 6902 patches are JSON: parsed by Fastify's own JSON parser (prototype poisoning refused).
  app.addContentTypeParser(
    JSON_PATCH_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  // Every route checks the session (and the draft's owner) before it reports bad input.
  const checkedLater = { attachValidation: true } as const;

  app.get(
    '/api/resume-drafts/user/:userId',
    {
      ...checkedLater,
      schema: {
        params: z.object({ userId: z.string() }),
        response: { 200: resumeDraftListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      rejectInvalidInput(request);
      if (request.params.userId !== userId) throw forbidden("You cannot list another user's drafts");
      return { success: true as const, resumeDrafts: await listDrafts(db, userId) };
    },
  );

  app.get(
    '/api/resume-drafts/:id',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        response: { 200: resumeDraftResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { userId, id } = await draftRequest(db, request, request.params);
      return { success: true as const, resumeDraft: await getDraft(db, userId, id) };
    },
  );

  app.post(
    '/api/resume-drafts',
    {
      ...checkedLater,
      schema: {
        body: emptyWhenMissing(createDraftBodySchema),
        response: { 201: resumeDraftResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      rejectInvalidInput(request);
      const resumeDraft = await createDraft(db, userId, request.body);
      return reply.status(201).send({ success: true, resumeDraft });
    },
  );

  const updateSchema = <B extends z.ZodType>(body: B) => ({
    params: draftParamsSchema,
    body,
    response: {
      200: resumeDraftResponseSchema,
      409: draftConflictResponseSchema.describe(
        'The version sent is stale; `resumeDraft` is the draft as it is now',
      ),
      ...errorResponses(400, 401, 404),
    },
  });

  app.put(
    '/api/resume-drafts/:id',
    { ...checkedLater, schema: updateSchema(emptyWhenMissing(replaceDraftBodySchema)) },
    async (request, reply) => {
      const { userId, id } = await draftRequest(db, request, request.params);
      const changes = await withoutPaidEcho(db, userId, id, request.body);
      const saved = await updateDraft(db, userId, id, { ...changes, ...changedByOf(request) });
      return reply.type(JSON_TYPE).send(savedDraftAnswer(saved));
    },
  );

  app.patch(
    '/api/resume-drafts/:id',
    {
      ...checkedLater,
      config: { swaggerTransform: withJsonPatchBody },
      schema: {
        ...updateSchema(emptyWhenMissing(patchDraftBodySchema)),
        description:
          "With `Content-Type: application/json`, the fields given replace the draft's. With " +
          '`Content-Type: application/json-patch+json`, an RFC 6902 patch (an array of operations) applied to ' +
          '`{title, data}` as GET answers them, at the version sent in `If-Match` (required): paths are `/title` ' +
          'or under `/data`; a stale version is a 409 with the draft as it is now; an operation that is invalid ' +
          'or fails is a 400 naming its index and op; a result the resume schema refuses is a 400 and nothing ' +
          'is saved. A change made with a personal access token is kept in the version history under its name.',
      },
    },
    async (request, reply) => {
      if (isJsonPatch(request)) {
        const userId = requireUserId(request);
        if (request.validationError?.validationContext === 'params') throw notFound(DRAFT_NOT_FOUND_MESSAGE);
        const saved = await applyJsonPatch(db, userId, request.params.id, {
          body: request.body as unknown,
          ifMatch: request.headers['if-match'],
          changedBy: request.personalToken?.name,
        });
        return reply.type(JSON_TYPE).send(savedDraftAnswer(saved));
      }
      const { userId, id } = await draftRequest(db, request, request.params);
      const changes = await withoutPaidEcho(db, userId, id, request.body);
      const saved = await updateDraft(db, userId, id, { ...changes, ...changedByOf(request) });
      return reply.type(JSON_TYPE).send(savedDraftAnswer(saved));
    },
  );

  app.delete(
    '/api/resume-drafts/:id',
    {
      ...checkedLater,
      schema: { params: draftParamsSchema, response: { 200: successSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const { userId, id } = await draftRequest(db, request, request.params);
      await deleteDraft(db, userId, id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/resume-drafts/:id/duplicate',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        response: { 201: resumeDraftResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId, id } = await draftRequest(db, request, request.params);
      const language = languageOfRequest(request);
      return reply
        .status(201)
        .send({ success: true, resumeDraft: await duplicateDraft(db, userId, id, language) });
    },
  );

  // The user's own data: free on every plan and not counted as an export (docs/decisions/0037).
  app.get(
    '/api/resume-drafts/:id/export/json',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe('The draft as a JSON Resume 1.x document, as an attachment named after its title'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const { userId, id } = await draftRequest(db, request, request.params);
      const draft = await getDraft(db, userId, id);
      const text = JSON.stringify(toJsonResume(resumeSchema.parse(draft.data)), null, 2);
      return reply
        .type(JSON_TYPE)
        .header('content-disposition', contentDisposition(exportFileName(draft.title, 'json', 'dashboard')))
        .header('cache-control', 'private, no-store')
        .send(text as unknown as Record<string, unknown>);
    },
  );

  app.post(
    '/api/migrate-resume',
    {
      ...checkedLater,
      schema: {
        body: emptyWhenMissing(migrateResumeBodySchema),
        response: {
          200: resumeDraftResponseSchema.describe('Already migrated: the draft made the first time'),
          201: resumeDraftResponseSchema,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      rejectInvalidInput(request);
      const language = languageOfRequest(request);
      const { resumeDraft, isNew } = await migrateResume(db, userId, request.body, new Date(), language);
      return reply.status(isNew ? 201 : 200).send({ success: true, resumeDraft });
    },
  );
}
