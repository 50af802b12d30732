import { z } from 'zod';
import { coverLetterContentSchema, coverLetterDesignSchema } from './cover-letter-api';

/**
 * What was sent with a job application (issue 35 item 4, ADR 0091): GET, POST and DELETE /api/jobs/{id}/sent.
 * The resume is a version kept in the draft's history at that moment; the letter is copied as it was.
 */

export const SENT_RESUME_REQUIRED = 'Choose the resume you sent';
export const SENT_RESUME_NOT_FOUND = 'Resume not found';
export const SENT_LETTER_NOT_FOUND = 'Cover letter not found';

/** POST: the user's resume (draft id) and, optionally, letter; '' or null is no letter. */
export const recordSentBodySchema = z.object({
  resumeId: z.string(SENT_RESUME_REQUIRED).trim().min(1, SENT_RESUME_REQUIRED),
  letterId: z.string('The letter id must be text').trim().nullable().optional(),
});
export type RecordSentBody = z.input<typeof recordSentBodySchema>;

export const sentResumeSchema = z.object({
  /** Null once the resume is deleted: the title and date stay, the link goes. */
  draftId: z.string().nullable(),
  versionId: z
    .string()
    .nullable()
    .describe('The version in the draft history (GET .../versions/{versionId})'),
  title: z.string(),
  versionAt: z.string().describe('When the version was kept: what the employer has'),
});

export const sentLetterSchema = z.object({
  /** Null once the letter is deleted; the copy below stays. */
  letterId: z.string().nullable(),
  title: z.string(),
  content: coverLetterContentSchema,
  design: coverLetterDesignSchema,
});

export const jobSentSchema = z.object({
  sentAt: z.string(),
  resume: sentResumeSchema,
  letter: sentLetterSchema.nullable(),
});
export type JobSent = z.infer<typeof jobSentSchema>;

export const jobSentResponseSchema = z.object({
  success: z.literal(true),
  sent: jobSentSchema.nullable().describe('Null while nothing was recorded'),
});
