/**
 * Years of experience and education level an ad asks for. Ads say it many ways ('5+ years', '2-4 years',
 * 'at least three years', '12 months of verifiable experience', "Bachelor's degree", 'BA/BS', 'MBA preferred');
 * a level named only as preferred counts when the ad names no other.
 */

export const EDUCATION_LEVELS = [
  'none',
  'high school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

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

/** The level of a degree as written on a resume or in an ad ('BSN', 'Master of Science', 'GED'). */
export function educationLevelOf(text: string): EducationLevel {
  for (const [level, pattern] of LEVEL_PATTERNS) if (pattern.test(text)) return level;
  if (/\b(bachelor|b\.?a\.?|b\.?s\.?|b\.?eng)\b/i.test(text)) return 'bachelor';
  if (/\b(master|m\.?a\.?|m\.?eng)\b/i.test(text)) return 'master';
  return 'none';
}

export interface EducationRequirement {
  level: EducationLevel;
  /** The ad's words, e.g. "Bachelor's degree". */
  wording: string;
}

/** The lowest level the ad requires; a level mentioned only with 'preferred' or 'a plus' counts when alone. */
export function requiredEducation(text: string): EducationRequirement | undefined {
  const required: EducationRequirement[] = [];
  const preferred: EducationRequirement[] = [];
  for (const sentence of text.split(/\n|(?<=[.;])\s+/)) {
    for (const [level, pattern] of LEVEL_PATTERNS) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const wording = degreeWording(sentence, match.index, match[0]);
      const isPreferred = /\b(preferred|a plus|nice to have|bonus|desired|ideally)\b/i.test(
        sentence.slice(match.index, match.index + 80),
      );
      (isPreferred ? preferred : required).push({ level, wording });
    }
  }
  const pool = required.length > 0 ? required : preferred;
  return pool.sort((a, b) => EDUCATION_LEVELS.indexOf(a.level) - EDUCATION_LEVELS.indexOf(b.level))[0];
}

function degreeWording(sentence: string, index: number, matched: string): string {
  const after = sentence.slice(index + matched.length);
  const degree = /^\s*(degree|diploma)/i.exec(after);
  return (matched + (degree ? degree[0] : '')).trim();
}
