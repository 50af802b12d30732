import type { GenerateSkillsInput } from '../../domain/ai-api';
import { jobTextLines } from '../../domain/job-bullets';
import skillWordData from './data/skill-words.json' with { type: 'json' };
import { OCCUPATIONS } from './occupation-index';
import { normalize } from './text-tools';

/**
 * Skills named by a resume's own words, for a profile no known occupation fits: a subject or activity its
 * titles, descriptions or studies name ('built the A-0 compiler' -> Compilers, 'Senior Mathematician' ->
 * Mathematics), a skill of the occupations data named in full ('Machine Learning'), and its field of study.
 * Nothing here is guessed from a neighbouring field.
 */

type SkillsProfile = Pick<GenerateSkillsInput, 'personalDetails' | 'experience' | 'education'>;

/** Each skill with its words in searchable form (' led the '), worked out once. */
const SKILL_WORDS = skillWordData.skills.map(({ skill, words }) => ({
  skill,
  needles: words.map((word) => ` ${normalize(word)} `),
}));

/**
 * Skills of the occupations data whose name has two words or more: named in full, they say what they say
 * whatever the field ('Machine Learning'). One-word names are left out, since 'Room', 'Go' or 'Sales' are
 * also ordinary words.
 */
const NAMED_SKILLS = new Map<string, string>();
for (const occupation of OCCUPATIONS) {
  for (const skill of occupation.hard) {
    const needle = normalize(skill.replace(/\s*\(.*\)$/, ''));
    if (needle.includes(' ') && !NAMED_SKILLS.has(needle)) NAMED_SKILLS.set(needle, skill);
  }
}

/** Every word the profile holds, normalised and padded so whole words and phrases can be found. */
function profileText(profile: SkillsProfile): string {
  const parts = [
    profile.personalDetails.jobTitle,
    ...profile.experience.flatMap((job) => [job.jobTitle, ...jobTextLines(job)]),
    ...profile.education.flatMap((school) => [school.field, school.degree]),
  ];
  return ` ${parts.map(normalize).filter(Boolean).join(' ')} `;
}

/** Small words a title keeps in lower case ('History of Art'). */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * A field typed all in lower case, written as a skill is ('marine biology' -> 'Marine Biology'), since a
 * suggestion the user picks is stored as shown; any capital the user typed ('eTextiles') is theirs to keep.
 */
function asSkillName(field: string): string {
  if (field !== field.toLowerCase()) return field;
  return field
    .split(' ')
    .map((word, i) => (i > 0 && MINOR_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A field of study short enough to be a skill ('Mathematics', 'Marine Biology'). */
function studiedFields(profile: SkillsProfile): string[] {
  return profile.education
    .map((school) => school.field.trim().replace(/\s+/g, ' '))
    .filter((field) => field !== '' && field.split(' ').length <= 3 && /[a-z]/i.test(field))
    .map(asSkillName);
}

/** The skills the profile's own words name, in a stable order: subjects and activities, named skills, studies. */
export function ownWordSkills(profile: SkillsProfile): string[] {
  const text = profileText(profile);
  const fromWords = SKILL_WORDS.filter(({ needles }) => needles.some((needle) => text.includes(needle))).map(
    ({ skill }) => skill,
  );
  const named = [...NAMED_SKILLS]
    .filter(([needle]) => text.includes(` ${needle} `))
    .map(([, skill]) => skill);
  const found = [...fromWords, ...named, ...studiedFields(profile)];
  // 'Engineering' says nothing 'Aerospace Engineering' does not.
  const keys = found.map((skill) => ` ${normalize(skill)} `);
  return found.filter((_, index) => {
    const key = keys[index] as string;
    return keys.every((other) => other === key || !other.includes(key));
  });
}
