import { type Resume, resumeSchema } from '../../domain/resume';
import type { Database } from '../db/connection';
import { findDraftRow } from '../drafts/get-draft';
import { badRequest } from '../http/errors';
import { type JobLabel, jobLabelsFor } from '../jobs/job-access';

export const LINKED_RESUME_NOT_FOUND = 'Choose one of your resumes';
export const LINKED_JOB_NOT_FOUND = 'Choose one of your saved jobs';

/** The user's resume of this draft id, or undefined (another user's draft is never read). */
export async function findLinkedResume(
  db: Database,
  userId: string,
  draftId: string | null,
): Promise<Resume | undefined> {
  if (!draftId) return undefined;
  const row = await findDraftRow(db, userId, draftId);
  // Stored data passed the schema when saved; parsing again fills defaults added since.
  return row ? resumeSchema.parse(row.data) : undefined;
}

/**
 * A letter may link only the user's own resume and job: another user's id is refused as a bad field (400),
 * never stored, so a letter can never point at, or later render, someone else's resume. Answers the linked
 * job's title and company.
 */
export async function assertOwnLinks(
  db: Database,
  userId: string,
  links: { draftId?: string | null; jobId?: string | null },
): Promise<{ job: JobLabel | undefined }> {
  const errors: Record<string, string> = {};
  if (links.draftId && !(await findDraftRow(db, userId, links.draftId))) {
    errors.draftId = LINKED_RESUME_NOT_FOUND;
  }
  const job = links.jobId ? (await jobLabelsFor(db, userId, [links.jobId])).get(links.jobId) : undefined;
  if (links.jobId && !job) errors.jobId = LINKED_JOB_NOT_FOUND;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return { job };
}
