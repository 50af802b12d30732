import {
  type CoverLetter,
  type CoverLetterContent,
  type CoverLetterDesign,
  emptyLetterContent,
  letterTitleForJob,
} from '../../domain/cover-letter-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { designOfResume } from '../../domain/letter-design';
import type { Resume } from '../../domain/resume';
import type { Database } from '../db/connection';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../db/errors';
import { coverLetters } from '../db/schema';
import { badRequest } from '../http/errors';
import { cleanLetterContent } from './clean-letter-content';
import { assertUnderCoverLetterLimit } from './cover-letter-limit';
import { toCoverLetter } from './cover-letter-view';
import { assertOwnLinks, findLinkedResume } from './letter-links';

export interface NewCoverLetter {
  title?: string | undefined;
  draftId?: string | null | undefined;
  jobId?: string | null | undefined;
  content?: CoverLetterContent | undefined;
  design?: CoverLetterDesign | undefined;
}

function resumeName(resume: Resume | undefined): string {
  if (!resume) return '';
  const { firstName, lastName } = resume.personalDetails;
  return [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A new letter for the user, refused (400) past the per-user limit or when it links someone else's resume or
 * job. Without a design it takes its resume's; without content it starts with a greeting, a closing and the
 * resume's name as signature. Without a title it is named after its job, if any (issue 29.16).
 */
export async function createCoverLetter(
  db: Database,
  userId: string,
  letter: NewCoverLetter,
  /** The language of a title the letter came without ('My Cover Letter'): the request's interface language. */
  language: InterfaceLanguage = 'en',
): Promise<CoverLetter> {
  const draftId = letter.draftId ?? null;
  const jobId = letter.jobId ?? null;
  const { job } = await assertOwnLinks(db, userId, { draftId, jobId });
  const resume = await findLinkedResume(db, userId, draftId);
  const sent = letter.content ?? emptyLetterContent();
  // A letter is signed with its resume's name unless the user typed another.
  const signatureName = sent.signatureName.trim() || resumeName(resume);
  const content = cleanLetterContent({ ...sent, signatureName });
  const design = letter.design ?? designOfResume(resume);
  const row = await db
    .transaction(async (tx) => {
      await assertUnderCoverLetterLimit(tx, userId);
      const [inserted] = await tx
        .insert(coverLetters)
        .values({
          userId,
          title: letter.title ?? letterTitleForJob(job, language),
          draftId,
          jobId,
          content,
          design,
        })
        .returning();
      return inserted;
    })
    .catch((error: unknown) => {
      // The resume or job was deleted (in another tab) between the check and this insert.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw badRequest('The linked resume or job is gone');
      throw error;
    });
  if (!row) throw new Error('cover letter insert returned nothing');
  return toCoverLetter(row);
}
