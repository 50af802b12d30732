import type { DraftStatus, ResumeDraft } from '../../domain/draft-api';
import type { Resume } from '../../domain/resume';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { cleanResumeData } from './clean-resume-data';
import { assertUnderDraftLimit } from './draft-limit';
import { toResumeDraft } from './draft-view';

export interface NewDraft {
  title: string;
  data: Resume;
  status?: Exclude<DraftStatus, 'paid'>;
}

/** A new draft for the user, refused (400) past the per-user limit. */
export async function createDraft(db: Database, userId: string, draft: NewDraft): Promise<ResumeDraft> {
  const row = await db.transaction(async (tx) => {
    await assertUnderDraftLimit(tx, userId);
    const [inserted] = await tx
      .insert(resumeDrafts)
      .values({
        userId,
        title: draft.title,
        data: cleanResumeData(draft.data),
        status: draft.status ?? 'draft',
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('draft insert returned nothing');
  return toResumeDraft(row);
}
