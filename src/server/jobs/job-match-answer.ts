import { z } from 'zod';
import { type JobMatchReport, MATCH_KINDS } from '../../domain/job-match-api';

const missingTermSchema = z.object({
  term: z.string().describe("The ad's own wording"),
  kind: z.enum(MATCH_KINDS),
  label: z.string().optional().describe("The vocabulary's name of a skill the ad wrote differently"),
});

const checkSchema = z.object({
  id: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  path: z.string().optional().describe("The item it concerns, e.g. 'experience.0.description.2'"),
});

/** The 200 of POST /api/resume-check: the ATS and writing check alone. */
export const resumeCheckReportSchema = z.object({ checks: z.array(checkSchema) });

/** The 200 of POST /api/job-match: documents the report and, where answers are checked, holds it to its shape. */
export const jobMatchReportSchema = z.object({
  score: z.number(),
  explanation: z.string(),
  breakdown: z
    .array(
      z.object({
        kind: z.enum(MATCH_KINDS),
        found: z.number(),
        total: z.number(),
        points: z.number(),
        maxPoints: z.number(),
      }),
    )
    .describe(
      'Each part the ad asks for and the points it earned; the parts the ad does not ask for are left out',
    ),
  otherField: z
    .string()
    .nullable()
    .describe(
      "Said when the resume shows fewer than a fifth of the ad's hard skills (the score is then under 25)",
    ),
  matched: z.array(missingTermSchema.extend({ foundIn: z.string().describe('Where the resume shows it') })),
  missing: z.array(missingTermSchema),
  checks: z.array(checkSchema),
  repeatedWords: z.array(z.object({ word: z.string(), count: z.number().int() })),
  requirements: z.object({
    jobTitle: z.string().nullable(),
    years: z.number().nullable(),
    resumeYears: z.number(),
    education: z.string().nullable(),
    educationField: z.string().nullable(),
    resumeEducation: z.string(),
  }),
});

// The schema and the domain's interface describe one answer: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesReport: Same<z.infer<typeof jobMatchReportSchema>, JobMatchReport> = true;
void schemaMatchesReport;
