import { copyTitle, type ResumeDraft } from '../../domain/draft-api';
import type { Database } from '../db/connection';
import { resumeDrafts } from '../db/schema';
import { notFound } from '../http/errors';
import { assertUnderDraftLimit } from './draft-limit';
import { toResumeDraft } from './draft-view';
import { DRAFT_NOT_FOUND_MESSAGE, findDraftRow } from './get-draft';

/** A copy titled '{title} (copy)' with status draft: payment state and the migration key stay with the original. */
export async function duplicateDraft(db: Database, userId: string, id: string): Promise<ResumeDraft> {
  const original = await findDraftRow(db, userId, id);
  if (!original) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  const row = await db.transaction(async (tx) => {
    await assertUnderDraftLimit(tx, userId);
    const [inserted] = await tx
      .insert(resumeDrafts)
      .values({ userId, title: copyTitle(original.title), data: original.data, status: 'draft' })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('draft insert returned nothing');
  return toResumeDraft(row);
}
