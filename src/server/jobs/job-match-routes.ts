import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobMatchRequestSchema, resumeCheckRequestSchema } from '../../domain/job-match-api';
import { analyseResume } from '../analysis/analysed-resume';
import { analysableResume } from '../analysis/match/analysable-resume';
import { matchResume } from '../analysis/match/match-resume';
import { checkResume } from '../analysis/match/resume-checks';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { translateFindings } from '../http/error-texts';
import { HttpError } from '../http/errors';
import { languageOfRequest } from '../http/request-language';
import { withInputStyle } from '../http/validation';
import { jobMatchReportSchema, resumeCheckReportSchema } from './job-match-answer';

const RESUME_SHAPE_MESSAGE = 'The resume is not in the expected shape';

function readResume(input: unknown) {
  const resume = analysableResume(input);
  if (!resume) throw new HttpError(400, RESUME_SHAPE_MESSAGE, { resume: RESUME_SHAPE_MESSAGE });
  return resume;
}

/** A 30,000-character ad plus a long resume fit well inside; far below the app's 1 MB cap. */
export const JOB_MATCH_BODY_LIMIT_BYTES = 256 * 1024;

// A request without a body reads as {}, so each required field names itself.
const jobMatchSchemas = {
  body: withInputStyle(jobMatchRequestSchema, { isMissingBodyEmpty: true }),
  response: { 200: jobMatchReportSchema, ...errorResponses(400, 413, 429) },
};
const resumeCheckSchemas = {
  body: withInputStyle(resumeCheckRequestSchema, { isMissingBodyEmpty: true }),
  response: { 200: resumeCheckReportSchema, ...errorResponses(400, 413, 429) },
};

/**
 * POST /api/job-match (a resume against a pasted job ad) and POST /api/resume-check (the ATS and writing check
 * alone), for guests and signed-in users alike. Nothing is stored or logged; the analysis is pure and takes
 * milliseconds, rate-limited like the AI calls. The findings are written in the request's language (the app
 * sends the interface language).
 */
export default async function jobMatchRoutes(fastify: FastifyInstance, { config }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = {
    bodyLimit: JOB_MATCH_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: config.rateLimits.aiPerMinute, timeWindow: 60_000 } },
  };

  app.post('/api/job-match', { schema: jobMatchSchemas, ...limits }, async (request) => {
    const { resume, jobDescription, jobTitle } = request.body;
    const report = matchResume({ resume: readResume(resume), jobDescription, jobTitle });
    return { ...report, checks: translateFindings(report.checks, languageOfRequest(request), ['message']) };
  });

  app.post('/api/resume-check', { schema: resumeCheckSchemas, ...limits }, async (request) => {
    const { resume, jobTitle } = request.body;
    const checks = checkResume(analyseResume(readResume(resume)), jobTitle);
    return { checks: translateFindings(checks, languageOfRequest(request), ['message']) };
  });
}
