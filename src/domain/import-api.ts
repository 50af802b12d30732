import { z } from 'zod';
import { resumeSchema } from './resume';

/** POST /api/import (issue 16): a file (multipart field `file`) or a pasted JSON Resume, read but not saved. */

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_ACCEPT = '.json,.zip,application/json,application/zip';

export const importJsonBodySchema = z.object({
  jsonResume: z.unknown().refine((value) => value !== undefined, 'Paste a JSON Resume'),
});

export const importResponseSchema = z.object({
  resume: resumeSchema,
  warnings: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;
