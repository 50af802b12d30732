import { z } from 'zod';
import {
  COVER_LETTER_TONES,
  DEFAULT_COVER_LETTER_TONE,
  generateCoverLetterRequestSchema,
} from '../../domain/cover-letter-generation-api';
import { MAX_JOB_DESCRIPTION_CHARS } from '../../domain/job-match-api';
import { createJobBodySchema, JOB_STATUSES, type Job } from '../../domain/jobs-api';
import { TEMPLATE_OPTIONS } from '../../domain/template-catalog';
import { matchResume } from '../analysis/match/match-resume';
import { duplicateDraftForJob } from '../drafts/duplicate-draft';
import { badRequest } from '../http/errors';
import { invalidInputError } from '../http/validation';
import { createJob } from '../jobs/create-job';
import { findOwnJob } from '../jobs/find-job';
import { toJob } from '../jobs/job-view';
import { listJobs } from '../jobs/list-jobs';
import { updateJob } from '../jobs/update-job';
import { analysable, ownDraft, resumeIdField } from './resume-tools';
import { defineTool, type ToolContext, type ToolSet } from './tool-context';
import { toolAnswer } from './tool-result';

const jobIdField = z.string().max(100).describe("The saved job's id, from list_jobs");
const adField = z
  .string()
  .max(MAX_JOB_DESCRIPTION_CHARS)
  .describe('The job ad as text, when it is not a saved job');

const jobSummary = (job: Job) => ({
  id: job.id,
  title: job.title,
  company: job.company,
  location: job.location,
  link: job.link,
  status: job.status,
  updatedAt: job.updatedAt,
});

/** The ad a tool reads: a saved job's text, or the text pasted; exactly one of the two. */
async function adOf(
  context: ToolContext,
  { jobId, jobDescription, jobTitle }: { jobId?: string; jobDescription?: string; jobTitle?: string },
): Promise<{ description: string; title: string; company: string }> {
  if (jobId !== undefined && jobDescription !== undefined)
    throw badRequest('Give either jobId or jobDescription, not both');
  if (jobId !== undefined) {
    const job = await findOwnJob(context.db, context.userId, jobId);
    if (!job.description.trim())
      throw badRequest(
        'This saved job has no ad text. Pass the ad as jobDescription, or save it on the job first.',
      );
    return { description: job.description, title: jobTitle ?? job.title, company: job.company };
  }
  if (!jobDescription?.trim())
    throw badRequest('Give a saved job (jobId) or the ad as text (jobDescription)');
  return { description: jobDescription, title: jobTitle ?? '', company: '' };
}

export const jobTools: ToolSet = {
  match_job: defineTool(
    {
      resumeId: resumeIdField,
      jobId: jobIdField.optional(),
      jobDescription: adField.optional(),
      jobTitle: z.string().max(200).optional().describe('The role, when the ad text does not say it first'),
    },
    async ({ resumeId, ...job }, context) => {
      const draft = await ownDraft(context, resumeId);
      const ad = await adOf(context, job);
      const report = matchResume({
        resume: analysable(draft),
        jobDescription: ad.description,
        ...(ad.title ? { jobTitle: ad.title } : {}),
      });
      return toolAnswer({ ...report });
    },
  ),

  list_jobs: defineTool({}, async (_args, context) =>
    toolAnswer({ jobs: (await listJobs(context.db, context.userId)).map(jobSummary) }),
  ),

  save_job: defineTool(createJobBodySchema.shape, async (args, context) => {
    const job = await createJob(context.db, context.userId, args);
    return toolAnswer({ job: jobSummary(job) });
  }),

  update_job_status: defineTool(
    { jobId: jobIdField, status: z.enum(JOB_STATUSES).describe('The new status') },
    async ({ jobId, status }, context) => {
      const current = await findOwnJob(context.db, context.userId, jobId);
      const job = await updateJob(context.db, current, { status });
      return toolAnswer({ job: { ...jobSummary(job), statusHistory: job.statusHistory } });
    },
  ),

  tailor_resume_for_job: defineTool(
    { resumeId: resumeIdField, jobId: jobIdField },
    async ({ resumeId, jobId }, context) => {
      const job = toJob(await findOwnJob(context.db, context.userId, jobId));
      const copy = await duplicateDraftForJob(context.db, context.userId, resumeId, job);
      const report = job.description.trim()
        ? matchResume({
            resume: analysable(copy),
            jobDescription: job.description,
            jobTitle: job.title,
          })
        : undefined;
      return toolAnswer({
        resume: { id: copy.id, title: copy.title, version: copy.version, jobId: copy.jobId },
        match: report
          ? { score: report.score, missing: report.missing, otherField: report.otherField }
          : null,
        next:
          'The copy is linked to the job; the original is unchanged. Change the copy with update_resume ' +
          '(only with what is true of the person), then check it again with match_job.',
      });
    },
  ),

  write_cover_letter: defineTool(
    {
      resumeId: resumeIdField,
      jobId: jobIdField.optional(),
      jobDescription: adField.optional(),
      jobTitle: z.string().max(200).optional().describe('The role applied for'),
      company: z.string().max(200).optional().describe('The employer, when the ad is pasted'),
      tone: z.enum(COVER_LETTER_TONES).optional().describe(`Default ${DEFAULT_COVER_LETTER_TONE}`),
    },
    async ({ resumeId, jobId, jobDescription, jobTitle, company, tone }, context) => {
      const draft = await ownDraft(context, resumeId);
      const hasAd = jobId !== undefined || jobDescription !== undefined;
      const ad = hasAd ? await adOf(context, { jobId, jobDescription, jobTitle }) : undefined;
      const request = {
        resume: draft.data,
        jobDescription: ad?.description ?? '',
        jobTitle: jobTitle ?? ad?.title ?? '',
        company: company ?? ad?.company ?? '',
        tone: tone ?? DEFAULT_COVER_LETTER_TONE,
      };
      const parsed = generateCoverLetterRequestSchema.safeParse(request);
      if (!parsed.success)
        throw invalidInputError(
          generateCoverLetterRequestSchema,
          parsed.error,
          request,
          'The letter cannot be written',
        );
      const paragraphs = await context.ai.generateCoverLetter(parsed.data);
      return toolAnswer({ paragraphs, text: paragraphs.join('\n\n') });
    },
  ),

  list_templates: defineTool({}, async () =>
    toolAnswer({
      templates: TEMPLATE_OPTIONS,
      note: 'A resume uses one with update_resume: {"op":"replace","path":"/data/template","value":"<id>"}.',
    }),
  ),
};
