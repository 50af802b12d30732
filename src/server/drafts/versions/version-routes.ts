import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftConflictResponseSchema, resumeDraftResponseSchema } from '../../../domain/draft-api';
import {
  createVersionBodySchema,
  draftVersionListResponseSchema,
  draftVersionResponseSchema,
  restoreVersionBodySchema,
  VERSION_NOT_FOUND_MESSAGE,
} from '../../../domain/version-api';
import { requireUserId } from '../../auth/session-plugin';
import type { AreaOptions } from '../../http/area-options';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/errors';
import { jsonWithRawProperty } from '../../http/json-with-raw';
import { rejectInvalidInput } from '../../http/schema-compilers';
import { withInputStyle } from '../../http/validation';
import { DRAFT_NOT_FOUND_MESSAGE } from '../get-draft';
import { requireOwnDraft } from '../require-own-draft';
import { updateDraft } from '../update-draft';
import { findVersion, listVersions } from './read-versions';
import { snapshotDraft } from './snapshot-draft';

const draftParamsSchema = z.object({ id: z.uuid().describe("The draft's id") });
const versionParamsSchema = draftParamsSchema.extend({
  versionId: z.uuid().describe("The version's id"),
});
const emptyWhenMissing = <T extends z.ZodType>(schema: T) =>
  withInputStyle(schema, { isMissingBodyEmpty: true });

/** Version history of a draft (issue 20, ADR 0049): list, read one, keep one now, restore one. */
export default async function versionRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const checkedLater = { attachValidation: true } as const;

  app.get(
    '/api/resume-drafts/:id/versions',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        response: { 200: draftVersionListResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const userId = await requireOwnDraft(db, request, request.params.id);
      return { versions: await listVersions(db, userId, request.params.id) };
    },
  );

  app.post(
    '/api/resume-drafts/:id/versions',
    {
      ...checkedLater,
      schema: {
        params: draftParamsSchema,
        body: emptyWhenMissing(createVersionBodySchema),
        response: {
          200: z
            .object({ versionId: z.uuid().nullable() })
            .describe('Kept, or null when the latest version already holds the draft'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const userId = await requireOwnDraft(db, request, request.params.id);
      const kept = await snapshotDraft(db, userId, request.params.id, request.body.reason);
      if (!kept.found) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      return { versionId: kept.versionId ?? null };
    },
  );

  app.get(
    '/api/resume-drafts/:id/versions/:versionId',
    {
      ...checkedLater,
      schema: {
        params: versionParamsSchema,
        response: { 200: draftVersionResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (request.validationError) throw notFound(VERSION_NOT_FOUND_MESSAGE);
      const version = await findVersion(db, userId, request.params.id, request.params.versionId);
      if (!version) throw notFound(VERSION_NOT_FOUND_MESSAGE);
      return { version };
    },
  );

  app.post(
    '/api/resume-drafts/:id/versions/:versionId/restore',
    {
      ...checkedLater,
      schema: {
        params: versionParamsSchema,
        body: emptyWhenMissing(restoreVersionBodySchema),
        response: {
          200: resumeDraftResponseSchema.describe('The draft as restored: a new draft version'),
          409: draftConflictResponseSchema.describe(
            'The version sent is stale; `resumeDraft` is the draft as it is now',
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      if (request.validationError?.validationContext === 'params') throw notFound(VERSION_NOT_FOUND_MESSAGE);
      const { id, versionId } = request.params;
      const version = await findVersion(db, userId, id, versionId);
      if (!version) throw notFound(VERSION_NOT_FOUND_MESSAGE);
      rejectInvalidInput(request);
      // A save like any other, so a stale version is the same 409; what the draft held is kept first.
      const saved = await updateDraft(db, userId, id, {
        data: version.data,
        snapshotReason: 'restore',
        ...(request.personalToken ? { changedBy: request.personalToken.name } : {}),
        ...(request.body.version === undefined ? {} : { version: request.body.version }),
      });
      const body = `{"success":true,"resumeDraft":${jsonWithRawProperty(saved.meta, 'data', saved.dataJson)}}`;
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as z.infer<typeof resumeDraftResponseSchema>);
    },
  );
}
