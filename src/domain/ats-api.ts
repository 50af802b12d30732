import { z } from 'zod';
import type { JobMatchCheck, JobMatchReport } from './job-match-api';
import { DIFFERENCE_KINDS, READ_BACK_FORMATS } from './read-back';
import type { Resume } from './resume';

/**
 * Issue 32's contract, relied on by clients outside this repository exactly as written:
 * GET /api/resume-drafts/{id}/read-back?format=pdf|docx -> {score, fields, differences};
 * POST /api/ats-check (multipart `file`, optional `jobDescription`) -> {resume, readBack, checks, match?}.
 */

export const readBackQuerySchema = z.object({
  format: z
    .enum(READ_BACK_FORMATS, { error: 'Choose pdf or docx' })
    .default('pdf')
    .describe('Which file to render and read back'),
});

const fieldSchema = z.object({
  path: z.string().describe("The resume's own path, e.g. 'experience.0.company' or 'skills.3'"),
  expected: z.string().describe('What the resume says'),
  read: z.string().describe("What the reader got from the file ('' when nothing)"),
});

export const readBackResponseSchema = z.object({
  score: z.number().min(0).max(100).describe('Percent of the fields read back as written'),
  fields: z.array(fieldSchema),
  differences: z.array(
    fieldSchema.extend({
      kind: z.enum(DIFFERENCE_KINDS),
      cause: z.string().describe('Why the reader got it wrong'),
      fix: z.string().describe('What to change: usually the template or a setting'),
    }),
  ),
});
export type ReadBackResponse = z.infer<typeof readBackResponseSchema>;

export const ATS_CHECK_FILE_FIELD = 'file';
export const ATS_CHECK_JOB_FIELD = 'jobDescription';
export const ATS_CHECK_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the reader found in an uploaded file: there is no resume of ours to compare it with. */
export const uploadReadBackSchema = z.object({
  fields: z
    .array(z.object({ path: z.string(), read: z.string() }))
    .describe('Every field found, in reading order'),
  uncertain: z.array(z.string()).describe('Paths the reader is unsure of'),
  warnings: z.array(z.string()),
});

/** The 200 of POST /api/ats-check; the server's schema adds the checks' and the match report's shapes. */
export interface AtsCheckResponse {
  resume: Resume;
  readBack: z.infer<typeof uploadReadBackSchema>;
  checks: JobMatchCheck[];
  match?: JobMatchReport;
}
