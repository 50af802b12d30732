import { z } from 'zod';
import {
  COLOR_SCHEME_IDS,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_FONT_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TEMPLATE,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  PAGE_SIZES,
  TEMPLATE_IDS,
} from './design';
import { DOCUMENT_TITLES } from './document-titles';
import { fillPlaceholders } from './fill-placeholders';
import type { InterfaceLanguage } from './interface-languages';
import { LIMITS } from './limits';
import { resumeSchema } from './resume';

/**
 * The cover-letter calls (issue 15): GET/POST /api/cover-letters, GET/PUT/DELETE /api/cover-letters/{id},
 * POST /api/cover-letters/{id}/duplicate, GET /api/cover-letters/{id}/export/{pdf|docx} and the stateless
 * POST /api/cover-letters/preview. The server parses with these schemas and the client infers its types.
 */

/** A user keeps at most this many letters, like the drafts (docs/decisions/0046). */
export const MAX_COVER_LETTERS_PER_USER = 100;
export const COVER_LETTER_LIMIT_MESSAGE = `You can keep at most ${MAX_COVER_LETTERS_PER_USER} cover letters. Delete one to create another.`;
export const COVER_LETTER_NOT_FOUND_MESSAGE = 'Cover letter not found';
export const COVER_LETTER_TITLE_REQUIRED = 'Cover letter title is required';
export const COVER_LETTER_CONFLICT_MESSAGE =
  'This cover letter was changed in another tab or device. Choose which version to keep.';
export const DEFAULT_COVER_LETTER_TITLE = DOCUMENT_TITLES.en.coverLetter;

/**
 * A letter for a job is named after it ('Analyst at Babbage & Co'), so the dashboard tells letters apart; in
 * English, else in the interface language of whoever creates it (document-titles.ts).
 */
export function letterTitleForJob(
  job: { title: string; company: string } | undefined,
  language: InterfaceLanguage = 'en',
): string {
  const title = job?.title.trim() ?? '';
  const company = job?.company.trim() ?? '';
  const titles = DOCUMENT_TITLES[language];
  if (title && company) return fillPlaceholders(titles.jobLetter, { title, company });
  return title || company || titles.coverLetter;
}

const text = (max: number = LIMITS.shortText) =>
  z.string().max(max, `Must be at most ${max} characters`).default('');

export const recipientSchema = z.object({
  name: text(),
  title: text(),
  company: text(),
  /** Street, city and so on, one line each. */
  address: text(1_000),
});

/** Everything a letter says. No field is required: a half-written letter always saves. */
export const coverLetterContentSchema = z.object({
  recipient: recipientSchema.prefault({}),
  /** Free text, shown as typed ('25 November 2026'). */
  date: text(LIMITS.dateText),
  greeting: text(),
  /** Rich text, reduced on write to the resume's allowlist (paragraphs, lists, bold, italic, underline, links). */
  body: text(LIMITS.richText),
  closing: text(),
  signatureName: text(),
});
export type CoverLetterContent = z.infer<typeof coverLetterContentSchema>;
export type CoverLetterContentInput = z.input<typeof coverLetterContentSchema>;

/** The resume's design fields; a new letter takes its resume's unless the user changes them. */
export const coverLetterDesignSchema = z.object({
  template: z.enum(TEMPLATE_IDS).default(DEFAULT_TEMPLATE),
  colorScheme: z.enum(COLOR_SCHEME_IDS).default(DEFAULT_COLOR_SCHEME),
  fontSize: z
    .number()
    .int('Font size must be a whole number')
    .min(FONT_SIZE_MIN, `Font size must be at least ${FONT_SIZE_MIN}`)
    .max(FONT_SIZE_MAX, `Font size must be at most ${FONT_SIZE_MAX}`)
    .default(DEFAULT_FONT_SIZE),
  pageSize: z.enum(PAGE_SIZES).default(DEFAULT_PAGE_SIZE),
  followsResume: z
    .boolean()
    .default(false)
    .describe(
      "True until the user changes the letter's design: the letter then wears its resume's current template, " +
        'colour, font size and page size, and the four fields above are only the last copy (ADR 0047).',
    ),
});
export type CoverLetterDesign = z.infer<typeof coverLetterDesignSchema>;

export const coverLetterTitleSchema = z
  .string(COVER_LETTER_TITLE_REQUIRED)
  .trim()
  .min(1, COVER_LETTER_TITLE_REQUIRED)
  .max(LIMITS.title, `Cover letter title must be at most ${LIMITS.title} characters`);

const linkIdSchema = (label: string) => z.uuid(`Invalid ${label} id`).nullable();

export const createCoverLetterBodySchema = z.object({
  title: coverLetterTitleSchema.optional(),
  draftId: linkIdSchema('resume').optional(),
  jobId: linkIdSchema('job').optional(),
  content: coverLetterContentSchema.optional(),
  /** Absent: the linked resume's design, else the defaults. */
  design: coverLetterDesignSchema.optional(),
});
export type CreateCoverLetterBody = z.input<typeof createCoverLetterBodySchema>;

/** PUT: autosave sends the whole letter with the version it last saw; a stale version is a 409. */
export const replaceCoverLetterBodySchema = z.object({
  title: coverLetterTitleSchema,
  draftId: linkIdSchema('resume').default(null),
  jobId: linkIdSchema('job').default(null),
  content: coverLetterContentSchema,
  design: coverLetterDesignSchema,
  version: z.number().int('Version must be a whole number').min(1, 'Version must be at least 1').optional(),
});
export type ReplaceCoverLetterBody = z.input<typeof replaceCoverLetterBodySchema>;

export const coverLetterSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  draftId: z.string().nullable(),
  jobId: z.string().nullable(),
  content: coverLetterContentSchema,
  design: coverLetterDesignSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const coverLetterResponseSchema = z.object({
  success: z.literal(true),
  coverLetter: coverLetterSchema,
});
export type CoverLetterResponse = z.infer<typeof coverLetterResponseSchema>;

export const coverLetterListResponseSchema = z.object({
  success: z.literal(true),
  coverLetters: z.array(coverLetterSchema),
});
export type CoverLetterListResponse = z.infer<typeof coverLetterListResponseSchema>;

/** The 409 body: the letter as it is now, so the client can offer both versions. */
export const coverLetterConflictResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  coverLetter: coverLetterSchema,
});
export type CoverLetterConflictResponse = z.infer<typeof coverLetterConflictResponseSchema>;

/**
 * POST /api/cover-letters/preview: the letter and, for its letterhead, the resume it goes with (the editor
 * holds both; a guest's resume lives only in the browser). Stateless, like POST /api/preview.
 */
export const coverLetterPreviewBodySchema = z.object({
  content: coverLetterContentSchema,
  design: coverLetterDesignSchema,
  resume: resumeSchema.optional(),
});
export type CoverLetterPreviewBody = z.input<typeof coverLetterPreviewBodySchema>;

/** A new letter's greeting and closing; the rest starts blank. */
export function emptyLetterContent(signatureName = ''): CoverLetterContent {
  return coverLetterContentSchema.parse({
    greeting: 'Dear Hiring Manager,',
    closing: 'Sincerely,',
    signatureName,
  });
}

/** The 402 answer's message when the plan does not allow the download. */
export const LETTER_EXPORT_NOT_ENTITLED_MESSAGE =
  'Downloading needs an active plan. Choose a plan to download your cover letter.';

export function coverLetterExportPath(id: string, format: 'pdf' | 'docx'): string {
  return `/api/cover-letters/${encodeURIComponent(id)}/export/${format}`;
}
