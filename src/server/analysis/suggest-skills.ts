import type { GenerateSkillsInput } from '../../domain/ai-api';
import { jobTextLines } from '../../domain/job-bullets';
import { OCCUPATIONS, type Occupation, scoreTitle } from './occupation-index';
import { ownWordSkills } from './own-word-skills';
import { normalize } from './text-tools';

/**
 * The built-in skill suggester: finds the occupations a resume points at (its job title first, then past job
 * titles, the words of the descriptions and the field of study) and suggests their skills, best first,
 * leaving out what the resume already lists. When no occupation fits well, it suggests what the resume's own
 * words name and a few skills every job uses, never the skills of a field the resume only brushes (ADR 0027).
 */

export const MIN_SKILLS = 8;
export const MAX_SKILLS = 15;

const CURRENT_TITLE_WEIGHT = 1;
const PAST_TITLE_WEIGHT = 0.6;
const STUDY_WEIGHT = 0.3;
const MENTION_WEIGHT = 0.15;
const MAX_MENTION_BONUS = 0.45;
/** Below this an occupation is noise: one shared common word such as 'manager'. */
const MIN_OCCUPATION_SCORE = 0.35;
/**
 * Below this the best occupation is a guess, not a fit ('Rear Admiral Engineer' shares only 'engineer' with
 * Software Engineer): its skills would speak for another field, so the resume's own words are used instead.
 */
export const CONFIDENT_OCCUPATION_SCORE = 0.6;

/** Skills any job uses, for a profile no occupation fits: few, and none that belongs to one field. */
export const GENERIC_SKILLS = [
  'Communication',
  'Problem Solving',
  'Teamwork',
  'Time Management',
  'Attention to Detail',
  'Adaptability',
  'Critical Thinking',
];

/** Fills the list up to eight when an occupation fits but the resume already lists most of its skills. */
const TRANSFERABLE_SKILLS = [...GENERIC_SKILLS, 'Microsoft Office', 'Organization'];

export interface OccupationMatch {
  occupation: Occupation;
  score: number;
}

type SkillsProfile = Pick<GenerateSkillsInput, 'personalDetails' | 'experience' | 'education'>;

function descriptionText(profile: SkillsProfile): string {
  const parts = profile.experience.flatMap((job) => jobTextLines(job));
  return ` ${normalize(parts.join(' '))} `;
}

/** Each skill's searchable form, worked out once: 'Food Safety (HACCP)' is found as ' food safety '. */
const NEEDLES = new Map<string, string>();
for (const occupation of OCCUPATIONS) {
  for (const skill of occupation.hard) NEEDLES.set(skill, ` ${normalize(skill.replace(/\s*\(.*\)$/, ''))} `);
}

/** A skill named in the text, as whole words ('SQL' in 'wrote SQL reports', not in 'sqlite'). */
function mentions(text: string, skill: string): boolean {
  const needle = NEEDLES.get(skill) ?? ` ${normalize(skill)} `;
  return needle.length > 3 && text.includes(needle);
}

/** Occupations ranked by how strongly the resume points at them, best first. */
export function matchOccupations(profile: SkillsProfile): OccupationMatch[] {
  const totals = new Map<number, number>();
  const add = (scores: Map<number, number>, weight: number) => {
    for (const [index, score] of scores) totals.set(index, (totals.get(index) ?? 0) + score * weight);
  };
  add(scoreTitle(profile.personalDetails.jobTitle), CURRENT_TITLE_WEIGHT);
  for (const job of profile.experience) add(scoreTitle(job.jobTitle), PAST_TITLE_WEIGHT);
  for (const school of profile.education) add(scoreTitle(`${school.field} ${school.degree}`), STUDY_WEIGHT);
  const text = descriptionText(profile);
  if (text.trim()) {
    OCCUPATIONS.forEach((occupation, index) => {
      const hits = occupation.hard.filter((skill) => mentions(text, skill)).length;
      if (hits > 0)
        totals.set(index, (totals.get(index) ?? 0) + Math.min(MAX_MENTION_BONUS, hits * MENTION_WEIGHT));
    });
  }
  return [...totals]
    .filter(([, score]) => score >= MIN_OCCUPATION_SCORE)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([index, score]) => ({ occupation: OCCUPATIONS[index] as Occupation, score }));
}

function hasAnyText(profile: SkillsProfile): boolean {
  return (
    profile.personalDetails.jobTitle.trim() !== '' ||
    profile.experience.some((job) => job.jobTitle.trim() || jobTextLines(job).length > 0)
  );
}

export function suggestSkills(input: GenerateSkillsInput): string[] {
  if (!hasAnyText(input)) return [];
  const existing = new Set(input.skills.map((skill) => normalize(skill.name)));
  const picked = new Map<string, string>();
  /** Adds skills in order until the list holds `untilSize` (never past MAX_SKILLS). */
  const take = (skills: readonly string[], untilSize: number) => {
    for (const skill of skills) {
      if (picked.size >= Math.min(untilSize, MAX_SKILLS)) return;
      const key = normalize(skill);
      if (!existing.has(key)) picked.set(key, picked.get(key) ?? skill);
    }
  };

  const matches = matchOccupations(input);
  const [primary, secondary] = matches;
  if (!primary || primary.score < CONFIDENT_OCCUPATION_SCORE) {
    // No occupation fits: what the resume itself names, then a few skills every job uses.
    const text = descriptionText(input);
    take(ownWordSkills(input), MAX_SKILLS);
    take(
      matches.flatMap(({ occupation }) => occupation.hard.filter((skill) => mentions(text, skill))),
      MAX_SKILLS,
    );
    take(GENERIC_SKILLS, Math.max(picked.size, MIN_SKILLS));
    return [...picked.values()];
  }
  const text = descriptionText(input);
  // Skills the descriptions already name are the best-evidenced suggestions.
  take(
    primary.occupation.hard.filter((skill) => mentions(text, skill)),
    4,
  );
  take(primary.occupation.hard, 9);
  if (secondary && secondary.score >= primary.score * 0.6) take(secondary.occupation.hard, picked.size + 2);
  take(primary.occupation.soft, picked.size + 4);
  // Top up when the resume already lists most of them, so there are still at least eight.
  if (picked.size < MIN_SKILLS)
    take([...primary.occupation.hard, ...(secondary?.occupation.hard ?? [])], MAX_SKILLS);
  if (picked.size < MIN_SKILLS) take([...primary.occupation.soft, ...TRANSFERABLE_SKILLS], MAX_SKILLS);
  return [...picked.values()];
}
