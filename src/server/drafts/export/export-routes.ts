import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  EXPORT_MIME_TYPES,
  EXPORT_NOT_ENTITLED_MESSAGE,
  type ExportFormat,
  type ExportSource,
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
import { forbidden, HttpError, notFound } from '../../http/errors';
import { rejectInvalidInput } from '../../http/schema-compilers';
import { parseOrThrow } from '../../http/validation';
import { findPhoto } from '../../photos/photo-store';
import { findExportableDraft } from '../draft-access';
import { DOWNLOAD_LINK_PATH, readDownloadGrant } from './download-link';
import { canExportDraft } from './entitlement';
import { recordExport } from './export-record';

/**
 * GET /api/resume-drafts/:id/export/:format: signed in (401) -> a known format (400) -> the owner's draft
 * (404) -> entitled (402) -> typeset -> recorded -> attachment. The client's checks only decide what to show;
 * this is where downloads are allowed.
 */

export type ExportRoutesOptions = {
  db: Database;
  pool: Pick<Renderer, 'renderPdf'>;
  /** Signs and checks the download links of the MCP tool render_resume (ADR 0088); none: links answer 404. */
  serverSecret?: string | undefined;
};

export const DOWNLOAD_LINK_INVALID_MESSAGE =
  'This download link is invalid or has expired. Ask your assistant for a new one.';
export const DOWNLOAD_LINK_OTHER_USER_MESSAGE =
  'This download link belongs to another account. Sign out, or ask for a link of your own.';

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

/**
 * The owner's draft (404) -> entitled (402) -> typeset -> recorded -> attachment: the same for a signed-in
 * download and for a signed link, which names its user instead of a session.
 */
async function sendExport(
  opts: ExportRoutesOptions,
  reply: FastifyReply,
  { userId, id, format, source }: { userId: string; id: string; format: ExportFormat; source: ExportSource },
) {
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
}

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
      return sendExport(opts, reply, { userId, id, format, source: request.query.source });
    },
  );

  // A signed link of render_resume (ADR 0088): no session needed, the link names its user; a browser signed in
  // as someone else is refused, so a link pasted into another account's browser downloads nothing.
  // The link is a credential: in the query as `token`, which the request log redacts (request-logging.ts).
  app.get(
    DOWNLOAD_LINK_PATH,
    {
      schema: {
        querystring: z.object({
          token: z.string().max(1000).describe('The signed link of the MCP tool render_resume'),
        }),
        response: {
          200: z.string().describe('The file, as an attachment named after the draft'),
          ...errorResponses(400, 402, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const grant = opts.serverSecret ? readDownloadGrant(request.query.token, opts.serverSecret) : undefined;
      if (!grant) throw notFound(DOWNLOAD_LINK_INVALID_MESSAGE);
      if (request.userId && request.userId !== grant.userId)
        throw forbidden(DOWNLOAD_LINK_OTHER_USER_MESSAGE);
      return sendExport(opts, reply, {
        userId: grant.userId,
        id: grant.draftId,
        format: grant.format,
        source: 'dashboard',
      });
    },
  );
}
