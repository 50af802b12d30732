import { TextCache } from '../text-cache';
import { extractJobTerms, type JobTerms } from './extract-job-terms';
import { titleFromAd } from './job-title';
import { type EducationRequirement, requiredEducation, requiredYears } from './requirements';

/** Everything a match report takes from the ad alone: its skills, its title, the years and education it asks. */
export interface JobAdReading {
  readonly terms: JobTerms;
  readonly title: string | undefined;
  readonly years: number | undefined;
  readonly education: EducationRequirement | undefined;
}

/**
 * Ads read lately, by their text (issue 31): the same ad is matched on every edit of the resume, for its
 * letter and from the saved job, and its reading (the language pass, the vocabulary scan, the requirement
 * patterns) is most of a match report's time. 64 ads of up to 30,000 characters each would be 2 MB of text;
 * the character bound keeps it under one.
 */
const readings = new TextCache<JobAdReading>(64, 1_000_000);

export function readJobAd(ad: string): JobAdReading {
  return readings.read(ad, (text) => {
    const terms = extractJobTerms(text);
    return frozen({
      terms,
      title: titleFromAd(text),
      years: requiredYears(terms.requirementText),
      education: requiredEducation(terms.requirementText),
    });
  });
}

/** Shared by every report on the same ad, so frozen: a caller that changed it would change the next report. */
function frozen(reading: JobAdReading): JobAdReading {
  const { terms } = reading;
  for (const term of [...terms.hard, ...terms.soft]) {
    if (term.lemmas) Object.freeze(term.lemmas);
    Object.freeze(term);
  }
  for (const word of terms.repeatedWords) Object.freeze(word);
  Object.freeze(terms.hard);
  Object.freeze(terms.soft);
  Object.freeze(terms.repeatedWords);
  Object.freeze(terms);
  return Object.freeze(reading);
}
