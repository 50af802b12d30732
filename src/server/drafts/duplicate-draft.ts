import { copyTitle, type ResumeDraft } from '../../domain/draft-api';
import { isUuid } from '../../domain/ids';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { JOB_NOT_FOUND_MESSAGE, tailoredTitle } from '../../domain/jobs-api';
import type { Database } from '../db/connection';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../db/errors';
import { resumeDrafts } from '../db/schema';
import { notFound } from '../http/errors';
import { assertUnderDraftLimit } from './draft-limit';
import { toResumeDraft } from './draft-view';
import { DRAFT_NOT_FOUND_MESSAGE, findDraftRow } from './get-draft';

/**
 * A copy titled '{title} (copy)' (the suffix in the requester's interface language) with status draft: payment
 * state and the migration key stay with the original.
 */
export async function duplicateDraft(
  db: Database,
  userId: string,
  id: string,
  language: InterfaceLanguage = 'en',
): Promise<ResumeDraft> {
  const original = await findDraftRow(db, userId, id);
  if (!original) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  const row = await db.transaction(async (tx) => {
    await assertUnderDraftLimit(tx, userId);
    const [inserted] = await tx
      .insert(resumeDrafts)
      .values({ userId, title: copyTitle(original.title, language), data: original.data, status: 'draft' })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('draft insert returned nothing');
  return toResumeDraft(row);
}

export interface TailoredDraft extends ResumeDraft {
  jobId: string;
}

/**
 * The copy 'Tailor for this job' makes (issue 14): the user's draft duplicated with status draft, titled
 * '{resume title} - {company}' and linked to the job; the original is never changed. The job was found among
 * the user's own by the caller; the draft limit applies to the copy.
 */
export async function duplicateDraftForJob(
  db: Database,
  userId: string,
  draftId: string,
  job: { id: string; company: string },
): Promise<TailoredDraft> {
  const original = isUuid(draftId) ? await findDraftRow(db, userId, draftId) : undefined;
  if (!original) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  const row = await db
    .transaction(async (tx) => {
      await assertUnderDraftLimit(tx, userId);
      const [inserted] = await tx
        .insert(resumeDrafts)
        .values({
          userId,
          title: tailoredTitle(original.title, job.company),
          data: original.data,
          status: 'draft',
          jobId: job.id,
        })
        .returning();
      return inserted;
    })
    .catch((error: unknown) => {
      // The job was deleted (in another tab) between the caller's check and this insert.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw notFound(JOB_NOT_FOUND_MESSAGE);
      throw error;
    });
  if (!row) throw new Error('draft insert returned nothing');
  return { ...toResumeDraft(row), jobId: job.id };
}
