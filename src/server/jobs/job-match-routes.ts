import type { FastifyInstance } from 'fastify';
import { type JobMatchReport, jobMatchRequestSchema } from '../../domain/job-match-api';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http/errors';
import { parseOrThrow } from '../http/validation';
import { analysableResume } from './match/analysable-resume';
import { matchResume } from './match/match-resume';

/** A 30,000-character ad plus a long resume fit well inside; far below the app's 1 MB cap. */
export const JOB_MATCH_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/job-match: a resume against a pasted job ad, for guests and signed-in users alike. Nothing is stored
 * or logged; the analysis is pure and takes milliseconds, rate-limited like the AI calls.
 */
export default async function jobMatchRoutes(app: FastifyInstance, { config }: AreaOptions) {
  app.post(
    '/api/job-match',
    {
      bodyLimit: JOB_MATCH_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: config.rateLimits.aiPerMinute, timeWindow: 60_000 } },
    },
    async (request): Promise<JobMatchReport> => {
      const input = parseOrThrow(jobMatchRequestSchema, request.body ?? {});
      const resume = analysableResume(input.resume);
      if (!resume)
        throw new HttpError(400, 'The resume is not in the expected shape', {
          resume: 'The resume is not in the expected shape',
        });
      return matchResume({ resume, jobDescription: input.jobDescription, jobTitle: input.jobTitle });
    },
  );
}
