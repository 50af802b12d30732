import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createDraftBodySchema,
  migrateResumeBodySchema,
  patchDraftBodySchema,
  replaceDraftBodySchema,
} from '../../domain/draft-api';
import { toJsonResume } from '../../domain/json-resume';
import { resumeSchema } from '../../domain/resume';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../auth/session-plugin';
import { contentDisposition, exportFileName } from '../documents/export/export-filename';
import { forbidden, notFound } from '../http/errors';
import { jsonWithRawProperty } from '../http/json-with-raw';
import { parseOrThrow } from '../http/validation';
import { createDraft } from './create-draft';
import { deleteDraft } from './delete-draft';
import { duplicateDraft } from './duplicate-draft';
import { DRAFT_NOT_FOUND_MESSAGE, getDraft } from './get-draft';
import { listDrafts } from './list-drafts';
import { migrateResume } from './migrate-resume';
import { type UpdatedDraft, updateDraft } from './update-draft';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The draft id of the path; anything that is not a uuid cannot be one of the user's drafts. */
function draftId(request: FastifyRequest): string {
  const id = (request.params as { id?: string }).id ?? '';
  if (!UUID_PATTERN.test(id)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  return id;
}

const JSON_TYPE = 'application/json; charset=utf-8';

const bodyOf = (request: FastifyRequest) => request.body ?? {};

/** `{success: true, resumeDraft}` of a save, with the document's JSON text embedded as it was written. */
const savedDraftAnswer = ({ meta, dataJson }: UpdatedDraft) =>
  `{"success":true,"resumeDraft":${jsonWithRawProperty(meta, 'data', dataJson)}}`;

/** The drafts area: section 7's /api/resume-drafts calls and /api/migrate-resume, every one scoped to the signed-in user. */
export default async function draftRoutes(app: FastifyInstance, { database }: AreaOptions) {
  const { db } = database;

  app.get('/api/resume-drafts/user/:userId', async (request) => {
    const userId = requireUserId(request);
    const { userId: asked } = parseOrThrow(z.object({ userId: z.string() }), request.params);
    if (asked !== userId) throw forbidden("You cannot list another user's drafts");
    return { success: true, resumeDrafts: await listDrafts(db, userId) };
  });

  app.get('/api/resume-drafts/:id', async (request) => {
    const userId = requireUserId(request);
    return { success: true, resumeDraft: await getDraft(db, userId, draftId(request)) };
  });

  app.post('/api/resume-drafts', async (request, reply) => {
    const userId = requireUserId(request);
    const body = parseOrThrow(createDraftBodySchema, bodyOf(request));
    return reply.status(201).send({ success: true, resumeDraft: await createDraft(db, userId, body) });
  });

  app.put('/api/resume-drafts/:id', async (request, reply) => {
    const userId = requireUserId(request);
    const id = draftId(request);
    const body = parseOrThrow(replaceDraftBodySchema, bodyOf(request));
    return reply.type(JSON_TYPE).send(savedDraftAnswer(await updateDraft(db, userId, id, body)));
  });

  app.patch('/api/resume-drafts/:id', async (request, reply) => {
    const userId = requireUserId(request);
    const id = draftId(request);
    const body = parseOrThrow(patchDraftBodySchema, bodyOf(request));
    return reply.type(JSON_TYPE).send(savedDraftAnswer(await updateDraft(db, userId, id, body)));
  });

  app.delete('/api/resume-drafts/:id', async (request) => {
    const userId = requireUserId(request);
    await deleteDraft(db, userId, draftId(request));
    return { success: true };
  });

  app.post('/api/resume-drafts/:id/duplicate', async (request, reply) => {
    const userId = requireUserId(request);
    return reply
      .status(201)
      .send({ success: true, resumeDraft: await duplicateDraft(db, userId, draftId(request)) });
  });

  // The user's own data: free on every plan, not counted as an export (docs/decisions/0037).
  app.get('/api/resume-drafts/:id/export/json', async (request, reply) => {
    const userId = requireUserId(request);
    const draft = await getDraft(db, userId, draftId(request));
    const document = toJsonResume(resumeSchema.parse(draft.data));
    return reply
      .type(JSON_TYPE)
      .header('content-disposition', contentDisposition(exportFileName(draft.title, 'json', 'dashboard')))
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(document, null, 2));
  });

  app.post('/api/migrate-resume', async (request, reply) => {
    const userId = requireUserId(request);
    const body = parseOrThrow(migrateResumeBodySchema, bodyOf(request));
    const { resumeDraft, isNew } = await migrateResume(db, userId, body);
    return reply.status(isNew ? 201 : 200).send({ success: true, resumeDraft });
  });
}
