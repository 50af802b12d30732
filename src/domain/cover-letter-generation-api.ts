import { z } from 'zod';
import { aiEducationSchema, aiExperienceSchema, aiPersonalDetailsSchema, aiSkillSchema } from './ai-api';
import { MAX_JOB_DESCRIPTION_CHARS } from './job-match-api';
import { LIMITS } from './limits';

/**
 * POST /api/generate-cover-letter (issue 15): a resume and, optionally, the job it is for in; the paragraphs of
 * a cover letter out. Like the other AI routes (ai-api.ts) the resume is read loosely: every field has a
 * default and unknown keys are dropped, so the builder's whole resume document can be sent as it is, while a
 * value of the wrong type is a 400.
 */

export const COVER_LETTER_TONES = ['formal', 'warm', 'concise'] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];
export const DEFAULT_COVER_LETTER_TONE: CoverLetterTone = 'formal';
export const MAX_COVER_LETTER_VARIANT = 99;
/** The usual guidance for a cover letter's length, counted over the paragraphs (greeting and sign-off aside). */
export const COVER_LETTER_MIN_WORDS = 250;
export const COVER_LETTER_MAX_WORDS = 400;
export const COVER_LETTER_MIN_PARAGRAPHS = 4;
export const COVER_LETTER_MAX_PARAGRAPHS = 5;

const text = (max: number = LIMITS.shortText) =>
  z.string().max(max, `Must be at most ${max} characters`).default('');
const list = <T extends z.ZodType>(item: T, max: number = LIMITS.listItems) =>
  z.array(item).max(max, `At most ${max} items`).default([]);

/** An extra-section item (a project, an internship, a certificate): only what a letter can quote. */
const coverLetterSectionItemSchema = z.object({
  title: text(),
  description: text(LIMITS.richText),
  company: text(),
  role: text(),
  keywords: text(),
});

const coverLetterSectionSchema = z.object({
  /** Free text rather than the resume's enum: a section type added later must not make this a 400. */
  type: text(50),
  title: text(),
  items: list(coverLetterSectionItemSchema),
});

export const coverLetterResumeSchema = z.object({
  personalDetails: aiPersonalDetailsSchema,
  summary: z.object({ content: text(LIMITS.richText) }).prefault({}),
  experience: list(aiExperienceSchema),
  education: list(aiEducationSchema),
  skills: list(aiSkillSchema),
  additionalSections: list(coverLetterSectionSchema),
});
export type CoverLetterResume = z.output<typeof coverLetterResumeSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max.toLocaleString('en-US')} characters`)
    .default('');

export const generateCoverLetterRequestSchema = z.object({
  resume: coverLetterResumeSchema,
  /** The job ad as pasted (or a saved job's text); without it the letter is written from the resume alone. */
  jobDescription: optionalText(MAX_JOB_DESCRIPTION_CHARS),
  /** The role applied for; the opening names it. Without it the ad's first line is tried. */
  jobTitle: optionalText(LIMITS.title),
  /** The employer applied to; the opening names it. */
  company: optionalText(LIMITS.title),
  tone: z.enum(COVER_LETTER_TONES).default(DEFAULT_COVER_LETTER_TONE),
  variant: z
    .number()
    .int('variant must be a whole number')
    .min(0, 'variant must be at least 0')
    .max(MAX_COVER_LETTER_VARIANT, `variant must be at most ${MAX_COVER_LETTER_VARIANT}`)
    .default(0)
    .describe(
      'Another variant words the letter differently and orders the achievements differently. The number and ' +
        'the job of the paragraphs (opening, bodies, closing) and the length of each stay within the same ' +
        'bounds for every variant of the same request, so a client regenerates paragraph i alone by calling ' +
        'again with another variant and replacing only paragraph i: the letter still holds 250-400 words.',
    ),
});
export type GenerateCoverLetterRequest = z.input<typeof generateCoverLetterRequestSchema>;
export type GenerateCoverLetterInput = z.output<typeof generateCoverLetterRequestSchema>;

export const generateCoverLetterResponseSchema = z.object({
  paragraphs: z
    .array(z.string())
    .describe(
      'Plain-text paragraphs, 4-5 of them and 250-400 words in all: the opening (names the role and the ' +
        'company when given), two or three body paragraphs and the closing paragraph, last. No greeting and ' +
        'no sign-off: those are the letter’s own fields.',
    ),
});
export type GenerateCoverLetterResponse = z.infer<typeof generateCoverLetterResponseSchema>;

/** Words as the letter's length guidance counts them: the editor's count, so the two never disagree. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
