import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  EXPORT_MIME_TYPES,
  EXPORT_NOT_ENTITLED_MESSAGE,
  exportFormatSchema,
  exportQuerySchema,
} from '../../../domain/export-api';
import { resumeSchema } from '../../../domain/resume';
import { requireUserId } from '../../auth/session-plugin';
import type { Database } from '../../db/connection';
import { buildResumeDocx } from '../../documents/docx/build-docx';
import { contentDisposition, exportFileName } from '../../documents/export/export-filename';
import { photoImageOf } from '../../documents/render/photo-image';
import type { Renderer } from '../../documents/render/render-pool';
import { errorResponses } from '../../http/error-responses';
import { HttpError, notFound } from '../../http/errors';
import { rejectInvalidInput } from '../../http/schema-compilers';
import { parseOrThrow } from '../../http/validation';
import { findPhoto } from '../../photos/photo-store';
import { findExportableDraft } from '../draft-access';
import { canExportDraft } from './entitlement';
import { recordExport } from './export-record';

/**
 * GET /api/resume-drafts/:id/export/:format: signed in (401) -> a known format (400) -> the owner's draft
 * (404) -> entitled (402) -> typeset -> recorded -> attachment. The client's checks only decide what to show;
 * this is where downloads are allowed.
 */

export type ExportRoutesOptions = { db: Database; pool: Pick<Renderer, 'renderPdf'> };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DRAFT_NOT_FOUND_MESSAGE = 'Resume draft not found';

const exportSchemas = {
  params: z.object({ id: z.string().describe("The draft's id"), format: exportFormatSchema }),
  querystring: exportQuerySchema,
  response: {
    200: z
      .string()
      .describe(
        `The file, as an attachment: ${EXPORT_FORMATS.map((f) => EXPORT_MIME_TYPES[f]).join(' or ')}`,
      ),
    ...errorResponses(400, 401, 402, 404),
  },
};

export default async function exportRoutes(
  fastify: FastifyInstance,
  opts: ExportRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The session is checked before the path and query: attachValidation defers their 400 to the handler.
  app.get(
    '/api/resume-drafts/:id/export/:format',
    { attachValidation: true, schema: exportSchemas },
    async (request, reply) => {
      const userId = requireUserId(request);
      // Only the format can fail the path's schema; its 400 is answered as it always was (errors under _form).
      if (request.validationError?.validationContext === 'params') {
        parseOrThrow(exportFormatSchema, request.params.format);
      }
      const { id, format } = request.params;
      // Anything that is not a uuid cannot be one of the user's drafts.
      if (!UUID_PATTERN.test(id)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      rejectInvalidInput(request);
      const { source } = request.query;
      const draft = await findExportableDraft(opts.db, userId, id);
      if (!draft) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      if (!canExportDraft(draft.owner, draft)) throw new HttpError(402, EXPORT_NOT_ENTITLED_MESSAGE);

      // Stored data passed the schema when saved; parsing again fills defaults added since.
      const resume = resumeSchema.parse(draft.data);
      // The owner's photo goes to the renderer only when the resume shows it; the DOCX has none (ADR 0057).
      const photoImage =
        format === 'pdf' && resume.photo.isShown ? photoImageOf(await findPhoto(opts.db, userId)) : undefined;
      const file =
        format === 'pdf'
          ? await opts.pool.renderPdf(photoImage ? { ...resume, photoImage } : resume)
          : await buildResumeDocx(resume);
      await recordExport(opts.db, { userId, draftId: id, format });

      return reply
        .header('content-type', EXPORT_MIME_TYPES[format])
        .header('content-disposition', contentDisposition(exportFileName(draft.title, format, source)))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength) as unknown as string);
    },
  );
}
