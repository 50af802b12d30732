import { type CoverLetterDesign, coverLetterDesignSchema } from './cover-letter-api';
import type { Resume } from './resume';

/**
 * A letter wears its resume's design (template, colour, font size, page size) unless the user changed it
 * (docs/decisions/0047). A letter made from a resume, or without a design of its own, follows its resume
 * (`followsResume`): every render takes the resume's current design, and picking another resume brings that
 * one's. Changing any of the four fields in the editor ends that: the letter keeps the user's design.
 */

/** The design of a resume, followed from now on; the defaults without a resume. */
export function designOfResume(resume: Resume | undefined): CoverLetterDesign {
  if (!resume) return coverLetterDesignSchema.parse({ followsResume: true });
  const { template, colorScheme, fontSize, pageSize } = resume;
  return { template, colorScheme, fontSize, pageSize, followsResume: true };
}

/** The design the letter is drawn in: its resume's while it follows one, else its own. */
export function effectiveLetterDesign(
  design: CoverLetterDesign,
  resume: Resume | undefined,
): CoverLetterDesign {
  return design.followsResume && resume ? designOfResume(resume) : design;
}

/** The letter's design once the user picks another resume (or none). */
export function designAfterResumeChange(
  design: CoverLetterDesign,
  next: Resume | undefined,
): CoverLetterDesign {
  return design.followsResume ? designOfResume(next) : design;
}

/** The design after the user changed one of its fields: their own from now on. */
export function chosenDesign(design: CoverLetterDesign): CoverLetterDesign {
  return { ...design, followsResume: false };
}
