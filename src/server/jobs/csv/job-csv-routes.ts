import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JOB_CSV_FILE_FIELD,
  JOB_CSV_MAPPING_FIELD,
  JOB_CSV_MAPPING_INVALID,
  JOB_CSV_MAX_BYTES,
  JOB_CSV_NO_FILE,
  JOB_CSV_TOO_LARGE,
  jobCsvMappingSchema,
  jobCsvPreviewSchema,
  jobCsvReportSchema,
} from '../../../domain/job-csv-api';
import { createOutcomeLimiter } from '../../auth/rate-limits';
import { requireUserId } from '../../auth/session-plugin';
import type { AreaOptions } from '../../http/area-options';
import { errorResponses } from '../../http/error-responses';
import { badRequest, HttpError } from '../../http/errors';
import { parseOrThrow } from '../../http/validation';
import { exportJobsCsv } from './export-jobs-csv';
import { importJobsCsv } from './import-jobs-csv';
import { previewJobsCsv } from './preview-jobs-csv';
import { readJobsCsv } from './read-jobs-csv';

/** Previews (each reads a file of up to 1 MB) and imports one account may run per hour. */
export const JOB_CSV_PREVIEWS_PER_HOUR = 60;
export const JOB_CSV_IMPORTS_PER_HOUR = 20;

/** The uploaded file and the mapping field, read whole: a bigger file is a 413, a broken upload a 400. */
async function readUpload(request: FastifyRequest): Promise<{ file?: Buffer; mapping?: string }> {
  if (!request.isMultipart()) throw badRequest(JOB_CSV_NO_FILE);
  const found: { file?: Buffer; mapping?: string } = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, JOB_CSV_TOO_LARGE);
        if (part.fieldname === JOB_CSV_FILE_FIELD) found.file = data;
      } else if (part.fieldname === JOB_CSV_MAPPING_FIELD && typeof part.value === 'string') {
        found.mapping = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, JOB_CSV_TOO_LARGE);
    throw badRequest('The upload could not be read; try again');
  }
  return found;
}

function mappingOf(text: string | undefined) {
  if (text === undefined) throw badRequest(JOB_CSV_MAPPING_INVALID);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(JOB_CSV_MAPPING_INVALID);
  }
  return parseOrThrow(jobCsvMappingSchema, value, JOB_CSV_MAPPING_INVALID);
}

/**
 * Jobs as CSV (issue 35 item 5, ADR 0091): the export, the import's preview and its commit. Nothing is kept
 * between preview and commit: the client sends the file again with the mapping, so no upload waits on the
 * server to expire, be exported or be deleted with the account.
 */
export default async function jobCsvRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  await app.register(multipart, { limits: { fileSize: JOB_CSV_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const uploadOptions = { bodyLimit: JOB_CSV_MAX_BYTES + 64 * 1024 };
  const previews = createOutcomeLimiter(fastify, {
    name: 'job-csv-preview',
    max: JOB_CSV_PREVIEWS_PER_HOUR,
    timeWindowMs: 3_600_000,
  });
  const imports = createOutcomeLimiter(fastify, {
    name: 'job-csv-import',
    max: JOB_CSV_IMPORTS_PER_HOUR,
    timeWindowMs: 3_600_000,
  });

  app.get(
    '/api/jobs/export.csv',
    {
      schema: {
        response: {
          200: z.string().describe('text/csv; UTF-8 with a byte order mark'),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const csv = await exportJobsCsv(db, userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="resumable-jobs-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/jobs/import',
    {
      ...uploadOptions,
      schema: { response: { 200: jobCsvPreviewSchema, ...errorResponses(400, 401, 413, 429) } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await previews.check(request, reply, userId);
      await previews.consume(request, userId);
      const { file } = await readUpload(request);
      if (!file) throw badRequest(JOB_CSV_NO_FILE);
      return previewJobsCsv(readJobsCsv(file));
    },
  );

  app.post(
    '/api/jobs/import/commit',
    {
      ...uploadOptions,
      schema: { response: { 201: jobCsvReportSchema, ...errorResponses(400, 401, 413, 429) } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await imports.check(request, reply, userId);
      const { file, mapping } = await readUpload(request);
      if (!file) throw badRequest(JOB_CSV_NO_FILE);
      const table = readJobsCsv(file);
      const report = await importJobsCsv(db, userId, table, mappingOf(mapping));
      // Counted once it imported: a file refused for its mapping may be corrected and sent again.
      await imports.consume(request, userId);
      return reply.status(201).send(report);
    },
  );
}
