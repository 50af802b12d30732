import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXPORT_MIME_TYPES,
  EXPORT_NOT_ENTITLED_MESSAGE,
  type ExportFormat,
  exportFormatSchema,
  exportQuerySchema,
} from '../../../domain/export-api';
import { resumeSchema } from '../../../domain/resume';
import { requireUserId } from '../../auth/session-plugin';
import type { Database } from '../../db/connection';
import { findExportableDraft } from '../../drafts/draft-access';
import { HttpError, notFound } from '../../http/errors';
import { parseOrThrow } from '../../http/validation';
import { buildResumeDocx } from '../docx/build-docx';
import type { Renderer } from '../render/render-pool';
import { canExportDraft } from './entitlement';
import { contentDisposition, exportFileName } from './export-filename';
import { recordExport } from './export-record';

/**
 * GET /api/resume-drafts/:id/export/:format: signed in (401) -> a known format (400) -> the owner's draft
 * (404) -> entitled (402) -> typeset -> recorded -> attachment. The client's checks only decide what to show;
 * this is where downloads are allowed.
 */

export type ExportRoutesOptions = { db: Database; pool: Pick<Renderer, 'renderPdf'> };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DRAFT_NOT_FOUND_MESSAGE = 'Resume draft not found';

function paramsOf(request: FastifyRequest): { id: string; format: ExportFormat } {
  const { id = '', format } = request.params as { id?: string; format?: string };
  const parsedFormat = parseOrThrow(exportFormatSchema, format);
  // Anything that is not a uuid cannot be one of the user's drafts.
  if (!UUID_PATTERN.test(id)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  return { id, format: parsedFormat };
}

export default async function exportRoutes(app: FastifyInstance, opts: ExportRoutesOptions): Promise<void> {
  app.get('/api/resume-drafts/:id/export/:format', async (request, reply) => {
    const userId = requireUserId(request);
    const { id, format } = paramsOf(request);
    const { source } = parseOrThrow(exportQuerySchema, request.query ?? {});
    const draft = await findExportableDraft(opts.db, userId, id);
    if (!draft) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
    if (!canExportDraft(draft.owner, draft)) throw new HttpError(402, EXPORT_NOT_ENTITLED_MESSAGE);

    // Stored data passed the schema when saved; parsing again fills defaults added since.
    const resume = resumeSchema.parse(draft.data);
    const file = format === 'pdf' ? await opts.pool.renderPdf(resume) : await buildResumeDocx(resume);
    await recordExport(opts.db, { userId, draftId: id, format });

    return reply
      .header('content-type', EXPORT_MIME_TYPES[format])
      .header('content-disposition', contentDisposition(exportFileName(draft.title, format, source)))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  });
}
