import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COVER_LETTER_NOT_FOUND_MESSAGE,
  coverLetterPreviewBodySchema,
  LETTER_EXPORT_NOT_ENTITLED_MESSAGE,
} from '../../domain/cover-letter-api';
import { EXPORT_FORMATS, EXPORT_MIME_TYPES, exportFormatSchema } from '../../domain/export-api';
import { isUuid } from '../../domain/ids';
import { effectiveLetterDesign } from '../../domain/letter-design';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import { buildLetterDocx } from '../documents/docx/build-letter-docx';
import { contentDisposition, exportFileName } from '../documents/export/export-filename';
import type { Renderer } from '../documents/render/render-pool';
import { errorResponses } from '../http/error-responses';
import { HttpError, notFound } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { cleanLetterContent } from './clean-letter-content';
import { findExportableLetter } from './find-exportable-letter';

/**
 * The cover letter's typeset forms (issue 15), on the documents area's render pool: the editor's live preview
 * (stateless, like POST /api/preview) and the PDF and DOCX downloads (entitled like the resume's).
 */

export type CoverLetterDocumentRoutesOptions = {
  db: Database;
  pool: Pick<Renderer, 'renderLetterPreview' | 'renderLetterPdf'>;
  previewRateLimit?: number;
};

const PREVIEW_BODY_LIMIT = 1024 * 1024;

export default async function coverLetterDocumentRoutes(
  fastify: FastifyInstance,
  opts: CoverLetterDocumentRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/cover-letters/preview',
    {
      bodyLimit: PREVIEW_BODY_LIMIT,
      config: { rateLimit: { max: opts.previewRateLimit ?? 20, timeWindow: 1000 } },
      schema: {
        body: coverLetterPreviewBodySchema,
        response: {
          200: z.object({ pages: z.array(z.string()).describe('One SVG document per page') }),
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request) => {
      const { content, design, resume } = request.body;
      // Sanitised as on save, so the preview shows exactly what will be stored and downloaded.
      const pages = await opts.pool.renderLetterPreview({
        content: cleanLetterContent(content),
        design: effectiveLetterDesign(design, resume),
        resume,
      });
      return { pages };
    },
  );

  app.get(
    '/api/cover-letters/:id/export/:format',
    {
      attachValidation: true,
      schema: {
        params: z.object({ id: z.string().describe("The cover letter's id"), format: exportFormatSchema }),
        response: {
          200: z
            .string()
            .describe(
              `The file, as an attachment: ${EXPORT_FORMATS.map((f) => EXPORT_MIME_TYPES[f]).join(' or ')}`,
            ),
          ...errorResponses(400, 401, 402, 404),
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { id, format } = request.params;
      if (request.validationError) parseOrThrow(exportFormatSchema, format);
      if (!isUuid(id)) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
      const found = await findExportableLetter(opts.db, userId, id);
      if (!found) throw notFound(COVER_LETTER_NOT_FOUND_MESSAGE);
      if (!found.isEntitled) throw new HttpError(402, LETTER_EXPORT_NOT_ENTITLED_MESSAGE);

      const { content, design } = found.letter;
      const input = { content, design: effectiveLetterDesign(design, found.resume), resume: found.resume };
      const file = format === 'pdf' ? await opts.pool.renderLetterPdf(input) : await buildLetterDocx(input);
      return reply
        .header('content-type', EXPORT_MIME_TYPES[format])
        .header(
          'content-disposition',
          contentDisposition(exportFileName(found.letter.title || 'cover letter', format, 'dashboard')),
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength) as unknown as string);
    },
  );
}
