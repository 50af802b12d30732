import { z } from 'zod';

/**
 * POST /api/job-match (issue 14's contract): a resume and a pasted job ad in, a match report out. The report
 * answers as written ({score, matched, missing, checks}); the other fields add what the page shows.
 */

export const MAX_JOB_DESCRIPTION_CHARS = 30_000;
export const JOB_DESCRIPTION_REQUIRED = 'Please paste the job description';
export const JOB_DESCRIPTION_TOO_LONG = `The job description must be at most ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('en-US')} characters`;

export const jobMatchRequestSchema = z.object({
  /** Checked and cleaned by the server: a half-typed field must not stop the analysis. */
  resume: z.record(z.string(), z.unknown()),
  jobDescription: z
    .string(JOB_DESCRIPTION_REQUIRED)
    .trim()
    .min(1, JOB_DESCRIPTION_REQUIRED)
    .max(MAX_JOB_DESCRIPTION_CHARS, JOB_DESCRIPTION_TOO_LONG),
  jobTitle: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
});
export type JobMatchRequest = z.input<typeof jobMatchRequestSchema>;

/** POST /api/resume-check: the ATS and writing check alone, for a resume without a job ad. */
export const resumeCheckRequestSchema = z.object({
  resume: z.record(z.string(), z.unknown()),
  jobTitle: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
});
export type ResumeCheckRequest = z.input<typeof resumeCheckRequestSchema>;

export const MATCH_KINDS = ['hard', 'soft', 'title', 'education', 'experience'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export interface MissingTerm {
  /** The ad's own wording. */
  term: string;
  kind: MatchKind;
  /** The vocabulary's name of a skill, when the ad wrote a variant ('Postgres' -> 'PostgreSQL'). */
  label?: string;
}

export interface MatchedTerm extends MissingTerm {
  /** Where the resume shows it, as a path ('experience.0.description.2', 'skills.3.name'). */
  foundIn: string;
}

export interface JobMatchCheck {
  id: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
  path?: string;
}

/** One part of the score: what the ad asks for of one kind, how much of it the resume shows, and its points. */
export interface ScorePart {
  kind: MatchKind;
  /** How many of the ad's asks of this kind the resume meets (years: the resume's years, capped at the ad's). */
  found: number;
  total: number;
  /** The points this part earned, and the most it could: the parts' maxima add up to 100. */
  points: number;
  maxPoints: number;
}

/** Below this share of an ad's hard skills, the ad is for another field: the score stays under 25. */
export const OTHER_FIELD_SHARE = 0.2;
export const OTHER_FIELD_SCORE_CAP = 24;
/** An ad must name this many hard skills before a resume is judged to be from another field. */
export const OTHER_FIELD_MIN_HARD_SKILLS = 3;

export interface JobMatchReport {
  score: number;
  explanation: string;
  /** Each part the ad asks for, with its points (issue 31): the score is their sum, capped for another field. */
  breakdown: ScorePart[];
  /** Said plainly when the resume shows fewer than a fifth of the ad's hard skills; null otherwise. */
  otherField: string | null;
  matched: MatchedTerm[];
  missing: MissingTerm[];
  checks: JobMatchCheck[];
  repeatedWords: { word: string; count: number }[];
  requirements: {
    jobTitle: string | null;
    years: number | null;
    resumeYears: number;
    education: string | null;
    /** The field the required degree names ('nursing' for a BSN): only a degree in it meets the requirement. */
    educationField: string | null;
    resumeEducation: string;
  };
}

export interface ResumeCheckReport {
  checks: JobMatchCheck[];
}
