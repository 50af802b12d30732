import type { FastifyInstance } from 'fastify';
import {
  type JobMatchReport,
  jobMatchRequestSchema,
  type ResumeCheckReport,
  resumeCheckRequestSchema,
} from '../../domain/job-match-api';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { analysableResume } from './match/analysable-resume';
import { matchResume } from './match/match-resume';
import { checkResume } from './match/resume-checks';

const RESUME_SHAPE_MESSAGE = 'The resume is not in the expected shape';

function readResume(input: unknown) {
  const resume = analysableResume(input);
  if (!resume) throw new HttpError(400, RESUME_SHAPE_MESSAGE, { resume: RESUME_SHAPE_MESSAGE });
  return resume;
}

/** A 30,000-character ad plus a long resume fit well inside; far below the app's 1 MB cap. */
export const JOB_MATCH_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/job-match (a resume against a pasted job ad) and POST /api/resume-check (the ATS and writing check
 * alone), for guests and signed-in users alike. Nothing is stored or logged; the analysis is pure and takes
 * milliseconds, rate-limited like the AI calls.
 */
export default async function jobMatchRoutes(app: FastifyInstance, { config }: AreaOptions) {
  const routeOptions = {
    bodyLimit: JOB_MATCH_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: config.rateLimits.aiPerMinute, timeWindow: 60_000 } },
  };

  app.post('/api/job-match', routeOptions, async (request): Promise<JobMatchReport> => {
    const input = parseOrThrow(jobMatchRequestSchema, request.body ?? {});
    const resume = readResume(input.resume);
    return matchResume({ resume, jobDescription: input.jobDescription, jobTitle: input.jobTitle });
  });

  app.post('/api/resume-check', routeOptions, async (request): Promise<ResumeCheckReport> => {
    const input = parseOrThrow(resumeCheckRequestSchema, request.body ?? {});
    return { checks: checkResume(readResume(input.resume), input.jobTitle) };
  });
}
