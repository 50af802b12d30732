import { type CoverLetterDesign, coverLetterDesignSchema } from './cover-letter-api';
import type { Resume } from './resume';

/**
 * A letter wears its resume's design (template, colour, font size, page size) unless the user changed it
 * (docs/decisions/0047): it is copied when the letter is made, and when the user picks another resume the
 * letter follows the new one's design as long as it still wears the one it had (the previous resume's, or the
 * defaults without one). A design that differs was chosen by the user and stays.
 */

/** The design of a resume, so letter and resume look like one set; the defaults without a resume. */
export function designOfResume(resume: Resume | undefined): CoverLetterDesign {
  if (!resume) return coverLetterDesignSchema.parse({});
  const { template, colorScheme, fontSize, pageSize } = resume;
  return { template, colorScheme, fontSize, pageSize };
}

export function isSameDesign(a: CoverLetterDesign, b: CoverLetterDesign): boolean {
  return (
    a.template === b.template &&
    a.colorScheme === b.colorScheme &&
    a.fontSize === b.fontSize &&
    a.pageSize === b.pageSize
  );
}

/** The letter's design once its resume changes from `previous` to `next` (either may be none). */
export function designAfterResumeChange(
  design: CoverLetterDesign,
  previous: Resume | undefined,
  next: Resume | undefined,
): CoverLetterDesign {
  return isSameDesign(design, designOfResume(previous)) ? designOfResume(next) : design;
}
