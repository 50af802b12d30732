import { z } from 'zod';
import { LIMITS } from './limits';
import { RESUME_LANGUAGES } from './resume-language';

/**
 * Request and response bodies of POST /api/generate-bullets, /api/generate-skills and /api/generate-summary
 * (spec section 7). The builder sends whatever it holds, often half-filled, so every field has a default and
 * unknown keys are dropped; types and bounds are strict, so a wrong shape is a 400, never a 500. These shapes
 * are deliberately looser than the resume schema (no e-mail or URL format checks): an AI hint must not fail
 * because an unrelated field is still being typed.
 */

export const MAX_AI_BULLETS = 6;
export const MAX_SUMMARY_SUGGESTIONS = 3;
export const MAX_SKILL_SUGGESTIONS = 15;
export const REFRESH_INSTRUCTIONS = ['shorter', 'more impact', 'clearer'] as const;

const text = (max: number = LIMITS.shortText) =>
  z.string().max(max, `Must be at most ${max} characters`).default('');
const list = <T extends z.ZodType>(item: T, max: number = LIMITS.listItems) =>
  z.array(item).max(max, `At most ${max} items`).default([]);

/**
 * The resume's language (issue 33 item 6), sent beside the spec's payload: a configured model is asked to write
 * in it; the built-in writer works in English and the answer says so (`writtenIn`).
 */
const resumeLanguage = z.enum(RESUME_LANGUAGES).optional();
/** The language the suggestions are written in: 'en' from the built-in writer whatever the resume's. */
const writtenIn = z.enum(RESUME_LANGUAGES).optional();

export const generateBulletsRequestSchema = z.object({
  language: resumeLanguage,
  job_title: text(),
  company: text(),
  dates: text(LIMITS.shortText),
  is_current_role: z.boolean().default(false),
  draft_bullets: list(text(LIMITS.bullet * 4), 50),
  /**
   * The names of the resume's skills, sent beside the spec's payload: the user's own spelling of a tool
   * ('FieldView', 'Yardi Voyager') is how the writer spells it in the bullets (issue 31 item 4). Optional.
   */
  skill_names: list(text(100)),
  style_prefs: z
    .object({
      max_bullets: z.number().int().min(1).max(MAX_AI_BULLETS).default(MAX_AI_BULLETS),
      target_length: text(50).transform((v) => v || '1 line'),
    })
    .prefault({}),
  refresh_request: z
    .object({
      current_bullet: z.string().trim().min(1, 'current_bullet is required').max(LIMITS.bullet),
      /** Free text: 'shorter', 'more impact', 'clearer' are understood by the built-in engine. */
      instruction: text(200),
      /**
       * A job ad's term the user confirmed they have (a missing keyword of the match report): the rewrite works
       * it into the bullet and answers up to MAX_KEYWORD_VARIANTS ways of saying it. Nothing else is added.
       */
      keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
      /** Whether the keyword is a hard skill or tool ('using Excel') or a soft skill ('showing teamwork'). */
      keyword_kind: z.enum(['hard', 'soft']).default('hard'),
    })
    .optional(),
});
export type GenerateBulletsRequest = z.input<typeof generateBulletsRequestSchema>;
export type GenerateBulletsInput = z.output<typeof generateBulletsRequestSchema>;

/**
 * bullets[] is the spec's contract. hints[] (same length, added alongside) holds, per bullet without a figure,
 * a question the builder shows beside it ('How many patients per shift?'), else null. notice: see below.
 */
export const generateBulletsResponseSchema = z.object({
  bullets: z.array(z.string()),
  hints: z.array(z.string().nullable()).optional(),
  writtenIn,
  /**
   * Set, with no bullets, when a keyword rewrite was asked for a bullet whose words do not show the skill: what
   * to do instead (issue 31 item 4: a keyword goes only where the user's own words support it).
   */
  notice: z.string().optional(),
});
export type GenerateBulletsResponse = z.infer<typeof generateBulletsResponseSchema>;

export const aiPersonalDetailsSchema = z
  .object({ firstName: text(), lastName: text(), jobTitle: text(), location: text() })
  .prefault({});

export const aiExperienceSchema = z.object({
  jobTitle: text(),
  company: text(),
  location: text(),
  startDate: text(LIMITS.dateText),
  endDate: text(LIMITS.dateText),
  current: z.boolean().default(false),
  description: text(LIMITS.richText),
  bullets: list(text(LIMITS.bullet)),
});
export type AiExperience = z.output<typeof aiExperienceSchema>;

export const aiEducationSchema = z.object({
  institution: text(),
  degree: text(),
  field: text(),
  location: text(),
  startDate: text(LIMITS.dateText),
  endDate: text(LIMITS.dateText),
});
export type AiEducation = z.output<typeof aiEducationSchema>;

/** Skills arrive as the resume's skill objects; a bare name is accepted too. */
export const aiSkillSchema = z.union([
  z
    .string()
    .max(100)
    .transform((name) => ({ name })),
  z.object({ name: text(100) }),
]);

export const generateSkillsRequestSchema = z.object({
  language: resumeLanguage,
  personalDetails: aiPersonalDetailsSchema,
  experience: list(aiExperienceSchema),
  education: list(aiEducationSchema),
  /** Not in the spec's payload, but the builder may send it so the suggestions leave out what is already there. */
  skills: list(aiSkillSchema),
});
export type GenerateSkillsRequest = z.input<typeof generateSkillsRequestSchema>;
export type GenerateSkillsInput = z.output<typeof generateSkillsRequestSchema>;

export const generateSkillsResponseSchema = z.object({ skills: z.array(z.string()), writtenIn });
export type GenerateSkillsResponse = z.infer<typeof generateSkillsResponseSchema>;

export const generateSummaryRequestSchema = z.object({
  language: resumeLanguage,
  personalDetails: aiPersonalDetailsSchema,
  experience: list(aiExperienceSchema),
  education: list(aiEducationSchema),
  skills: list(aiSkillSchema),
});
export type GenerateSummaryRequest = z.input<typeof generateSummaryRequestSchema>;
export type GenerateSummaryInput = z.output<typeof generateSummaryRequestSchema>;

export const generateSummaryResponseSchema = z.object({ suggestions: z.array(z.string()), writtenIn });
export type GenerateSummaryResponse = z.infer<typeof generateSummaryResponseSchema>;
