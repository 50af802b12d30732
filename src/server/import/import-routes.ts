import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  type ImportResponse,
  importJsonBodySchema,
  importResponseSchema,
} from '../../domain/import-api';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { translateErrorText } from '../http/error-texts';
import { HttpError } from '../http/errors';
import { languageOfRequest } from '../http/request-language';
import { parseOrThrow } from '../http/validation';
import { deadlineIn, importError } from './import-errors';
import { readJsonValue, readUpload, type UploadResult } from './read-import';

/** Reading stops with a 400 after this long; the size limits keep real files far below it. */
const PARSE_TIME_LIMIT_MS = 5_000;

/** The one uploaded file, read whole (at most 10 MB); a bigger file is a 413, a broken upload a 400. */
async function uploadedFile(request: FastifyRequest) {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== IMPORT_FILE_FIELD) throw importError.noFile();
    const data = await file.toBuffer();
    return { filename: file.filename, mimetype: file.mimetype, data };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw importError.tooLarge();
    throw new HttpError(400, 'The upload could not be read; try again');
  }
}

/**
 * POST /api/import: a file (multipart, field `file`: a PDF, a Word document, JSON Resume, our resume JSON, or a
 * LinkedIn data export ZIP) or `{jsonResume}` -> {resume, warnings}. Nothing is saved: the client shows the review screen and
 * creates the resume only when the user says so. Guests may call it, rate-limited like the AI calls.
 */
export default async function importRoutes(fastify: FastifyInstance, { config }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/import',
    {
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      config: { rateLimit: { max: config.rateLimits.aiPerMinute, timeWindow: 60_000 } },
      schema: {
        response: { 200: importResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request): Promise<ImportResponse> => {
      const deadline = deadlineIn(PARSE_TIME_LIMIT_MS);
      let result: UploadResult;
      if (request.isMultipart()) {
        result = await readUpload(await uploadedFile(request), deadline);
      } else {
        // Fastify also parses text/plain; only JSON or a file upload is an import.
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
          throw importError.unsupported('Send a file as multipart/form-data or a JSON body {jsonResume}');
        }
        const { jsonResume } = parseOrThrow(importJsonBodySchema, request.body ?? {});
        result = readJsonValue(jsonResume);
      }
      // The review shows the warnings as the server wrote them: in the request's language (issue 33 item 4).
      const language = languageOfRequest(request);
      const warnings = result.warnings.map((warning) => translateErrorText(warning, language));
      return { resume: result.resume, warnings, uncertain: result.uncertain ?? [] };
    },
  );
}
