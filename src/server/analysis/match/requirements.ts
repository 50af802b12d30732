import { type DegreeField, FIELD_CREDENTIALS } from './degree-fields';
import { EDUCATION_LEVELS, type EducationLevel } from './education-levels';

/**
 * Years of experience and education level an ad asks for. Ads say it many ways ('5+ years', '2-4 years',
 * 'at least three years', '12 months of verifiable experience', "Bachelor's degree", 'BA/BS', 'MBA preferred');
 * a level named only as preferred counts when the ad names no other.
 */

const LEVEL_PATTERNS: [EducationLevel, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral|doctor of [a-z ]+|dpt|md degree|juris doctor|j\.d\.)\b/i],
  ['master', /\b(master'?s|masters|mba|m\.s\.|msc|m\.ed|msn)\b/i],
  [
    'bachelor',
    /\b(bachelor'?s|bachelors|ba\/bs|bs\/ba|b\.a\.|b\.s\.|bsc|bsn|undergraduate degree|four-year degree|4-year degree|college degree)\b/i,
  ],
  [
    'associate',
    /\b(associate'?s? degree|associate of|associate degree|adn|two-year degree|2-year degree)\b/i,
  ],
  ['high school', /\b(high school|ged|secondary school)\b/i],
];

/** The same patterns for every match in a sentence, compiled once rather than per sentence. */
const LEVEL_PATTERNS_ALL = LEVEL_PATTERNS.map(
  ([level, pattern]) => [level, new RegExp(pattern.source, 'gi')] as const,
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:\+|plus)?\s*(?:(?:-|to|\u2013)\s*(\d{1,2})\s*\+?\s*)?(years?|yrs?|months)\b/gi;
/** What must follow a number of years for it to be experience ('5 years of', '2+ years in', '3 years building'). */
const EXPERIENCE_AFTER =
  /^[^.\n]{0,60}\b(experience|exp)\b|^\s*(\+\s*)?(or more\s+)?(of|in|as|working|\w+ing)\b/i;
/** What rules a number out: a deadline or a frequency ('within 6 months of hire', 'every 3 years'). */
const NOT_EXPERIENCE_BEFORE = /\b(within|every|after|in the (first|next)|for the first|up to)\s*$/i;

/** The years the ad asks for, or undefined when it names none. The largest stated minimum counts. */
export function requiredYears(text: string): number | undefined {
  let best: number | undefined;
  for (const match of text.matchAll(YEARS)) {
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 24), index);
    const after = text.slice(index + match[0].length);
    if (NOT_EXPERIENCE_BEFORE.test(before) || !EXPERIENCE_AFTER.test(after)) continue;
    const raw = (match[1] as string).toLowerCase();
    const first = NUMBER_WORDS[raw] ?? Number(raw);
    const unit = (match[3] as string).toLowerCase();
    const years = unit.startsWith('month') ? Math.floor(first / 12) : first;
    if (!Number.isFinite(years) || years > 20) continue;
    best = Math.max(best ?? 0, years);
  }
  return best;
}

const rank = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level);

/** The level of a degree as written on a resume or in an ad ('BSN', 'Master of Science', 'GED', 'DDS'). */
export function educationLevelOf(text: string): EducationLevel {
  let best = plainLevelOf(text);
  for (const credential of FIELD_CREDENTIALS) {
    const written = credential.onResume ?? credential.ad;
    if (rank(credential.level) > rank(best) && written.test(text)) best = credential.level;
  }
  return best;
}

function plainLevelOf(text: string): EducationLevel {
  for (const [level, pattern] of LEVEL_PATTERNS) if (pattern.test(text)) return level;
  if (/\b(bachelor|b\.?a\.?|b\.?s\.?|b\.?eng)\b/i.test(text)) return 'bachelor';
  if (/\b(master|m\.?a\.?|m\.?eng)\b/i.test(text)) return 'master';
  return 'none';
}

export interface EducationRequirement {
  level: EducationLevel;
  /** The ad's words, e.g. "Bachelor's degree". */
  wording: string;
  /** The field a credential names (a BSN: nursing): only a degree in that field meets it. */
  field?: DegreeField;
}

/** Whether a degree on a resume ('Bachelor of Science' in 'Nursing') meets what the ad requires. */
export function degreeMeets(degree: string, field: string, requirement: EducationRequirement): boolean {
  const text = `${degree} ${field}`;
  if (rank(educationLevelOf(text)) < rank(requirement.level)) return false;
  return !requirement.field || requirement.field.resume.test(text);
}

/** The lowest level the ad requires; a level mentioned only with 'preferred' or 'a plus' counts when alone. */
export function requiredEducation(text: string): EducationRequirement | undefined {
  const required: EducationRequirement[] = [];
  const preferred: EducationRequirement[] = [];
  for (const sentence of text.split(/\n|(?<=[.;])\s+/)) {
    const add = (match: RegExpExecArray | RegExpMatchArray, level: EducationLevel, field?: DegreeField) => {
      const index = match.index ?? 0;
      const wording = degreeWording(sentence, index, match[0]);
      const isPreferred = /\b(preferred|a plus|nice to have|bonus|desired|ideally)\b/i.test(
        sentence.slice(index, index + 80),
      );
      (isPreferred ? preferred : required).push(field ? { level, wording, field } : { level, wording });
    };
    // A credential that names its field ('BSN') is read as such, not as a bare level.
    const credentialSpans: [number, number][] = [];
    for (const credential of FIELD_CREDENTIALS) {
      const match = credential.ad.exec(sentence);
      if (!match) continue;
      credentialSpans.push([match.index, match.index + match[0].length]);
      add(match, credential.level, credential.field);
    }
    const inCredential = (start: number, end: number) =>
      credentialSpans.some(([from, to]) => start < to && end > from);
    for (const [level, pattern] of LEVEL_PATTERNS_ALL) {
      const match = [...sentence.matchAll(pattern)].find(
        (candidate) => !inCredential(candidate.index, candidate.index + candidate[0].length),
      );
      if (match) add(match, level);
    }
  }
  const pool = required.length > 0 ? required : preferred;
  // The lowest level asked for; at one level, an alternative open to any field ('BSN or a bachelor's degree').
  return pool.sort(
    (a, b) => rank(a.level) - rank(b.level) || Number(Boolean(a.field)) - Number(Boolean(b.field)),
  )[0];
}

function degreeWording(sentence: string, index: number, matched: string): string {
  const after = sentence.slice(index + matched.length);
  const degree = /^\s*(degree|diploma)/i.exec(after);
  return (matched + (degree ? degree[0] : '')).trim();
}
