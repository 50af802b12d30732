import type { GenerateCoverLetterInput } from '../../../domain/cover-letter-generation-api';
import { type GroundingSource, groundingProblems } from '../grounding';
import { employerFromAd } from './employer-from-ad';
import { resumeSourceText } from './letter-facts';

/**
 * The grounding rule of a cover letter (issue 15): every employer, school, name and figure it mentions is in
 * the resume. The role and the company applied to are the request's own and may be named, and so may the
 * employer the ad names for itself when no company is given; the rest of the job ad is not a source, so a
 * letter cannot borrow the ad's tools or figures as if the person had them.
 */

/** Capitalised words of a letter that name nobody. */
const LETTER_WORDS = ['I', "I'm", "I've", "I'd", "I'll"];

export function letterSource(input: GenerateCoverLetterInput, role: string): GroundingSource {
  return {
    text: [
      resumeSourceText(input.resume),
      input.jobTitle,
      role,
      input.company || employerFromAd(input.jobDescription, role),
    ].join('\n'),
    commonWords: LETTER_WORDS,
  };
}

/** What in the letter the resume does not back, as readable reasons ('number 40', 'name Acme'). */
export function letterProblems(paragraphs: readonly string[], source: GroundingSource): string[] {
  return paragraphs.flatMap((paragraph) => groundingProblems(paragraph, source));
}
