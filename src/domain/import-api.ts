import { z } from 'zod';
import { resumeSchema } from './resume';

/** POST /api/import (issue 16): a file (multipart field `file`) or a pasted JSON Resume, read but not saved. */

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_ACCEPT =
  '.json,.zip,.pdf,.docx,application/json,application/zip,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const importJsonBodySchema = z.object({
  jsonResume: z.unknown().refine((value) => value !== undefined, 'Paste a JSON Resume'),
});

export const importResponseSchema = z.object({
  resume: resumeSchema,
  warnings: z.array(z.string()),
  /**
   * Fields a PDF or Word reading is unsure of, by their path in the resume ('experience.0.company'), for the
   * review screen to highlight. JSON and LinkedIn imports are exact: none.
   */
  uncertain: z.array(z.string()).default([]),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;
