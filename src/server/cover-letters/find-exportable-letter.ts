import { and, eq } from 'drizzle-orm';
import type { CoverLetter } from '../../domain/cover-letter-api';
import type { Resume } from '../../domain/resume';
import { resumeSchema } from '../../domain/resume';
import type { Database } from '../db/connection';
import { coverLetters, users } from '../db/schema';
import { findExportableDraft } from '../drafts/draft-access';
import { canExportDraft } from '../drafts/export/entitlement';
import { toCoverLetter } from './cover-letter-view';
import { findCoverLetterRow } from './find-cover-letter';

export interface ExportableLetter {
  letter: CoverLetter;
  /** The linked resume, for the letterhead; undefined when none is linked (or it was deleted). */
  resume: Resume | undefined;
  /** The resume export's rule (docs/decisions/0010): an active plan, or the linked resume paid and open. */
  isEntitled: boolean;
}

/** The user's letter as an export needs it; another user's letter is not found. */
export async function findExportableLetter(
  db: Database,
  userId: string,
  id: string,
): Promise<ExportableLetter | undefined> {
  const row = await findCoverLetterRow(db, userId, id);
  if (!row) return undefined;
  const letter = toCoverLetter(row);
  const draft = letter.draftId ? await findExportableDraft(db, userId, letter.draftId) : undefined;
  if (draft) {
    return { letter, resume: resumeSchema.parse(draft.data), isEntitled: canExportDraft(draft.owner, draft) };
  }
  const [owner] = await db
    .select({
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(users)
    .innerJoin(coverLetters, eq(coverLetters.userId, users.id))
    .where(and(eq(users.id, userId), eq(coverLetters.id, id)));
  const isEntitled = owner !== undefined && canExportDraft(owner, { status: 'draft', paidAccessUntil: null });
  return { letter, resume: undefined, isEntitled };
}
