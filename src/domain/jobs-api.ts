import { z } from 'zod';
import { resumeDraftSchema } from './draft-api';
import {
  ARCHIVE_REASONS,
  archiveReasonSchema,
  jobContactsSchema,
  nextStepDateSchema,
  nextStepSchema,
  storedContactSchema,
} from './job-contacts-api';
import { JOB_DESCRIPTION_TOO_LONG, MAX_JOB_DESCRIPTION_CHARS } from './job-match-api';
import { LIMITS } from './limits';

/**
 * The saved-jobs calls (issue 14): GET/POST /api/jobs, GET/PUT/DELETE /api/jobs/{id} and
 * POST /api/jobs/{id}/tailor. The server parses with these schemas and the client infers its types from them.
 */

export const JOB_STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** A user keeps at most this many jobs: storage per user stays bounded (each ad may be 30,000 characters). */
export const MAX_JOBS_PER_USER = 500;
export const JOB_LIMIT_MESSAGE = `You can keep at most ${MAX_JOBS_PER_USER} jobs. Delete one to add another.`;
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const JOB_TITLE_REQUIRED = 'Job title is required';
export const COMPANY_REQUIRED = 'Company is required';
export const JOB_LINK_INVALID = 'Please enter a web address starting with http:// or https://';
export const JOB_STATUS_INVALID = `Status must be one of: ${JOB_STATUSES.join(', ')}`;
export const RESUME_DRAFT_ID_REQUIRED = 'Choose a resume to tailor';
export const MAX_JOB_NOTES_CHARS = 10_000;
/** A status changed back and forth keeps its latest changes; the list never grows without bound. */
export const MAX_STATUS_HISTORY = 100;

const shortText = (label: string, required?: string) => {
  const base = z.string(required ?? `${label} must be text`).trim();
  const bounded = base.max(LIMITS.shortText, `${label} must be at most ${LIMITS.shortText} characters`);
  return required ? bounded.min(1, required) : bounded;
};

/** Only http(s) addresses: the link is shown as a link and never fetched, so javascript: and the like are refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** '' or null: no link (a job read back answers null, and a client may send it back as it came). */
const linkSchema = z
  .string(JOB_LINK_INVALID)
  .trim()
  .max(LIMITS.url, `The link must be at most ${LIMITS.url} characters`)
  .refine((value) => value === '' || isHttpUrl(value), JOB_LINK_INVALID)
  .nullable();

const jobFields = {
  title: shortText('Job title', JOB_TITLE_REQUIRED),
  company: shortText('Company', COMPANY_REQUIRED),
  location: shortText('Location'),
  link: linkSchema,
  description: z
    .string('The job description must be text')
    .trim()
    .max(MAX_JOB_DESCRIPTION_CHARS, JOB_DESCRIPTION_TOO_LONG),
  status: z.enum(JOB_STATUSES, JOB_STATUS_INVALID),
  notes: z
    .string('Notes must be text')
    .trim()
    .max(
      MAX_JOB_NOTES_CHARS,
      `Notes must be at most ${MAX_JOB_NOTES_CHARS.toLocaleString('en-US')} characters`,
    ),
};

/** POST: title and company are required; the rest may come later (an ad can be pasted after saving the job). */
export const createJobBodySchema = z.object({
  title: jobFields.title,
  company: jobFields.company,
  location: jobFields.location.optional(),
  link: linkSchema.optional(),
  description: jobFields.description.optional(),
  status: jobFields.status.optional(),
  notes: jobFields.notes.optional(),
  contacts: jobContactsSchema.optional(),
  nextStep: nextStepSchema.optional(),
  nextStepDate: nextStepDateSchema.optional(),
});
export type CreateJobBody = z.input<typeof createJobBodySchema>;

/** POST /api/jobs/from-link (issue 35 item 6): a posting's address, read by the server. */
export const jobFromLinkBodySchema = z.object({
  url: z
    .string(JOB_LINK_INVALID)
    .trim()
    .min(1, JOB_LINK_INVALID)
    .max(LIMITS.url, `The link must be at most ${LIMITS.url} characters`),
});
export type JobFromLinkBody = z.input<typeof jobFromLinkBodySchema>;

/**
 * PUT: the fields sent replace the stored ones, absent fields stay (docs/decisions/0032-saved-jobs.md). The
 * contacts sent replace the whole list. An archive reason archives the job, null unarchives it (ADR 0089);
 * archivedAt and boardPosition are the server's and are ignored here (POST /api/jobs/{id}/move moves a job).
 */
export const updateJobBodySchema = createJobBodySchema.partial().extend({
  archiveReason: archiveReasonSchema.optional(),
});
export type UpdateJobBody = z.input<typeof updateJobBodySchema>;

export const tailorJobBodySchema = z.object({
  resumeDraftId: z.string(RESUME_DRAFT_ID_REQUIRED).trim().min(1, RESUME_DRAFT_ID_REQUIRED),
});
export type TailorJobBody = z.input<typeof tailorJobBodySchema>;

export const MOVE_INDEX_INVALID = 'The place in the column must be a whole number from 0';

/**
 * POST /api/jobs/{id}/move (the board, issue 35 item 1): the column (status) and the place in it, counted among
 * the column's other jobs that are not archived, as the board shows them; a place past the end is the end.
 */
export const moveJobBodySchema = z.object({
  status: jobFields.status,
  index: z
    .number(MOVE_INDEX_INVALID)
    .int(MOVE_INDEX_INVALID)
    .min(0, MOVE_INDEX_INVALID)
    .max(MAX_JOBS_PER_USER),
});
export type MoveJobBody = z.input<typeof moveJobBodySchema>;

export const statusChangeSchema = z.object({ status: z.enum(JOB_STATUSES), at: z.string() });
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const jobSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  /** Null when none was given. */
  link: z.string().nullable(),
  description: z.string(),
  status: z.enum(JOB_STATUSES),
  notes: z.string(),
  /** Every status the job has had, oldest first, with when it was set. */
  statusHistory: z.array(statusChangeSchema),
  /** The people of this job, at most 20 (issue 35 item 3). */
  contacts: z.array(storedContactSchema),
  nextStep: z.string(),
  /** YYYY-MM-DD, or null when none was given. */
  nextStepDate: z.string().nullable(),
  /** When the job was archived; null while it is not. */
  archivedAt: z.string().nullable(),
  archiveReason: z.enum(ARCHIVE_REASONS).nullable(),
  /** The job's place in its status column of the board, smallest first. */
  boardPosition: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({ success: z.literal(true), job: jobSchema });
export const jobListResponseSchema = z.object({ success: z.literal(true), jobs: z.array(jobSchema) });

/** The tailored copy: a draft with the job it was made for. */
export const tailoredDraftResponseSchema = z.object({
  success: z.literal(true),
  resumeDraft: resumeDraftSchema.extend({ jobId: z.string() }),
});

const TAILORED_SEPARATOR = ' - ';
/** ' - ', ' \u2013 ' or ' \u2014 ' between the parts of a title, however many spaces were typed. */
const TITLE_PARTS = /\s+[-\u2013\u2014]\s+/;

const sameName = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * '{resume title} - {company}', the resume title shortened so the whole still fits the title bound. A title
 * that already names this company after a dash ('Resume - Acme', its copy 'Resume - Acme (copy)', typed with
 * other spaces, dash or case) is kept as it is, so tailoring a tailored copy never reads 'Resume - Acme - Acme'.
 */
export function tailoredTitle(resumeTitle: string, company: string): string {
  const name = company.replace(/\s+/g, ' ').trim();
  if (name === '') return resumeTitle;
  const suffix = `${TAILORED_SEPARATOR}${name}`.slice(0, LIMITS.title - 1);
  const parts = resumeTitle
    .split(TITLE_PARTS)
    .slice(1)
    .map((part) => sameName(part.replace(/\s*\(copy\)\s*$/i, '')));
  // A company name shortened to fit is recognised by the end of the title.
  if (parts.includes(sameName(name)) || sameName(resumeTitle).endsWith(sameName(suffix))) return resumeTitle;
  return `${resumeTitle.slice(0, LIMITS.title - suffix.length)}${suffix}`;
}
