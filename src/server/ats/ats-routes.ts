import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATS_CHECK_FILE_FIELD,
  ATS_CHECK_JOB_FIELD,
  type AtsCheckResponse,
  readBackQuerySchema,
  readBackResponseSchema,
  uploadReadBackSchema,
} from '../../domain/ats-api';
import { IMPORT_MAX_BYTES } from '../../domain/import-api';
import { JOB_DESCRIPTION_TOO_LONG, MAX_JOB_DESCRIPTION_CHARS } from '../../domain/job-match-api';
import { resumeSchema } from '../../domain/resume';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import { photoImageOf } from '../documents/render/photo-image';
import type { Renderer } from '../documents/render/render-pool';
import { findExportableDraft } from '../drafts/draft-access';
import { errorResponses } from '../http/error-responses';
import { translateFindings } from '../http/error-texts';
import { HttpError, notFound } from '../http/errors';
import { languageOfRequest } from '../http/request-language';
import { rejectInvalidInput } from '../http/schema-compilers';
import { deadlineIn, importError } from '../import/import-errors';
import type { UploadedFile } from '../import/read-import';
import { jobMatchReportSchema, resumeCheckReportSchema } from '../jobs/job-match-answer';
import { findPhoto } from '../photos/photo-store';
import { checkUpload } from './check-upload';
import { readBackFile } from './read-back-file';
import { warmUpReader } from './warm-up-reader';

/**
 * Issue 32: what an applicant tracking system reads. GET /api/resume-drafts/:id/read-back renders the owner's
 * draft as downloaded and reads it back with the import's reader (no plan needed: nothing is downloaded);
 * POST /api/ats-check reads any uploaded PDF or Word file in memory, for anyone, and stores nothing.
 */

export type AtsRoutesOptions = {
  db: Database;
  pool: Pick<Renderer, 'renderPdf'>;
  /** Requests per client address per minute, for each route: the import's limit (rateLimits.aiPerMinute). */
  perMinute: number;
};

/**
 * Once the server listens (never in tests that only inject), the reader is warmed in the background so the
 * first visitor's check does not pay for loading pdf.js (ADR 0082). Readiness does not wait for it, and a
 * failure only means the first check pays, as before.
 */
function warmUpOnListen(app: FastifyInstance, renderPdf: Renderer['renderPdf']): void {
  let isClosing = false;
  app.addHook('onClose', async () => {
    isClosing = true;
  });
  app.addHook('onListen', async () => {
    // After listen has returned: the hook's own promise would otherwise hold up app.listen(). An app closed
    // by then starts nothing (a render would start the typesetting threads again).
    setImmediate(() => {
      if (isClosing) return;
      warmUpReader(renderPdf).then(
        (ms) => app.log.info({ ms: Math.round(ms) }, 'ATS reader warmed up'),
        (error: unknown) => {
          if (!isClosing)
            app.log.warn({ err: error }, 'ATS reader warm-up failed; the first check will load it');
        },
      );
    });
  });
}

/** Reading stops with the import's 400 after this long (import-routes.ts). */
const PARSE_TIME_LIMIT_MS = 5_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DRAFT_NOT_FOUND_MESSAGE = 'Resume draft not found';
const _PDF_OR_WORD_ONLY = 'Unsupported file type: upload a PDF or a Word document (.docx)';

const atsCheckResponseSchema = z.object({
  resume: resumeSchema.describe('The resume as the reader got it; "Continue in the builder" imports it'),
  readBack: uploadReadBackSchema,
  checks: resumeCheckReportSchema.shape.checks.describe('The ATS and writing checks'),
  match: jobMatchReportSchema
    .optional()
    .describe('The match report against the pasted job ad, when one was sent'),
});

/** The file and the optional job ad of a multipart upload; the import's limits and texts for the file. */
async function readForm(request: FastifyRequest): Promise<{ file: UploadedFile; jobDescription: string }> {
  let file: UploadedFile | undefined;
  let jobDescription = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === ATS_CHECK_FILE_FIELD && !file) {
          file = { filename: part.filename, mimetype: part.mimetype, data };
        }
      } else if (part.fieldname === ATS_CHECK_JOB_FIELD && typeof part.value === 'string') {
        jobDescription = part.value.trim();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw importError.tooLarge();
    throw new HttpError(400, 'The upload could not be read; try again');
  }
  if (!file) throw importError.noFile();
  if (jobDescription.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw new HttpError(400, JOB_DESCRIPTION_TOO_LONG, { jobDescription: JOB_DESCRIPTION_TOO_LONG });
  }
  return { file, jobDescription };
}

export default async function atsRoutes(fastify: FastifyInstance, opts: AtsRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 256 * 1024 },
  });
  const rateLimit = { rateLimit: { max: opts.perMinute, timeWindow: 60_000 } };
  warmUpOnListen(fastify, (resume) => opts.pool.renderPdf(resume));

  // The session is checked before the query: attachValidation defers its 400 to the handler.
  app.get(
    '/api/resume-drafts/:id/read-back',
    {
      attachValidation: true,
      config: rateLimit,
      schema: {
        params: z.object({ id: z.string().describe("The draft's id") }),
        querystring: readBackQuerySchema,
        response: { 200: readBackResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { id } = request.params;
      if (!UUID_PATTERN.test(id)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      rejectInvalidInput(request);
      const draft = await findExportableDraft(opts.db, userId, id);
      if (!draft) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      const resume = resumeSchema.parse(draft.data);
      const { format } = request.query;
      // The photo changes where the header's text sits, so the PDF is read with it, as downloaded.
      const photoImage =
        format === 'pdf' && resume.photo.isShown ? photoImageOf(await findPhoto(opts.db, userId)) : undefined;
      const render = (r: typeof resume) => opts.pool.renderPdf(photoImage ? { ...r, photoImage } : r);
      const readBack = await readBackFile(resume, format, render);
      const language = languageOfRequest(request);
      return {
        ...readBack,
        differences: translateFindings(readBack.differences, language, ['cause', 'fix']),
      };
    },
  );

  app.post(
    '/api/ats-check',
    {
      bodyLimit: IMPORT_MAX_BYTES + 256 * 1024,
      config: rateLimit,
      schema: {
        response: { 200: atsCheckResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request): Promise<AtsCheckResponse> => {
      if (!request.isMultipart()) throw importError.unsupported('Send the file as multipart/form-data');
      const deadline = deadlineIn(PARSE_TIME_LIMIT_MS);
      const { file, jobDescription } = await readForm(request);
      return checkUpload(file, jobDescription, deadline, languageOfRequest(request));
    },
  );
}
