import type { CoverLetterResume } from '../../../domain/cover-letter-generation-api';
import { jobBulletTexts } from '../../../domain/job-bullets';
import { richTextToPlain } from '../../../domain/rich-text';
import { parseMonth } from '../experience-years';
import { type Clause, toClause } from './first-person';

/**
 * What a letter may say about the person, read from the resume alone: jobs with their achievements, projects,
 * skills and schools, all as plain text (rich-text HTML stripped). Nothing here is invented; the composer only
 * rearranges these pieces around its own connecting words.
 */

export interface Achievement {
  /** The bullet as the resume says it, without list marks or a trailing period. */
  text: string;
  /** The bullet as a first-person clause, when it opens with a verb. */
  clause: Clause | undefined;
}

export interface JobFacts {
  index: number;
  title: string;
  company: string;
  isCurrent: boolean;
  achievements: Achievement[];
}

export interface ProjectFacts {
  title: string;
  /** The first sentence of its description (or its role and organisation), as written. */
  text: string;
}

export interface SchoolFacts {
  degree: string;
  field: string;
  institution: string;
  /** True when the resume gives an end month still to come (a student). */
  isOngoing: boolean;
}

export interface LetterFacts {
  targetTitle: string;
  jobs: JobFacts[];
  projects: ProjectFacts[];
  skills: string[];
  schools: SchoolFacts[];
}

/** Sections whose items are things the person did, worth a sentence in a letter. */
const PROJECT_SECTION_TYPES = new Set(['projects', 'volunteering', 'internships', 'custom']);
/** Longer bullets would take a whole paragraph's budget. */
const MAX_ACHIEVEMENT_WORDS = 40;

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

function firstSentence(text: string): string {
  const plain = clean(richTextToPlain(text).replace(/\n/g, ' '));
  const match = plain.match(/^.+?[.!?](?=\s+[A-Z]|$)/);
  const sentence = clean((match ? match[0] : plain).replace(/[.!?]+$/, ''));
  // It follows a colon in the letter: 'A small cron replacement' -> 'a small cron replacement'.
  return sentence.replace(/^(A|An|The)\b/, (article) => article.toLowerCase());
}

function achievementsOf(job: { description: string; bullets: string[] }, isCurrent: boolean): Achievement[] {
  const seen = new Set<string>();
  const strip = (text: string) => clean(text.replace(/^[-*•–\s]+/, '').replace(/[.;\s]+$/, ''));
  return (
    jobBulletTexts(job)
      // 'Legal research in Westlaw; e-file in federal court' holds two ideas: each may become its own clause.
      // The whole line, as typed, is what the letter must not repeat.
      .flatMap((line) => line.split(/;\s+/).map((part) => ({ text: strip(part), typed: strip(line) })))
      .filter(({ text }) => {
        const words = text.split(' ').length;
        const key = text.toLowerCase();
        if (words < 3 || words > MAX_ACHIEVEMENT_WORDS || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map(({ text, typed }) => ({ text, clause: ownClause(typed, toClause(text, isCurrent)) }))
  );
}

/** Shorthand a letter spells out: the clause in the writer's words, not the note's. */
const SHORTHAND: [RegExp, string][] = [
  [/\bincl\.?(?=\s)/g, 'including'],
  [/\bw\/(?=\s)/g, 'with'],
  [/\bapprox\.?(?=\s)/g, 'about'],
  [/\bmgmt\b/g, 'management'],
  [/\s&\s/g, ' and '],
  [/\s\+\s/g, ' and '],
];
/** As in the quality rules: a bullet this long found whole in a letter reads as pasted. */
const PASTED_WORDS = 5;

/**
 * The clause unless saying it ('I ' + clause) would repeat the bullet exactly as typed (a bullet already in
 * the first person or in lower case): then with its shorthand spelled out, else none, so the bullet is left
 * out rather than pasted.
 */
function ownClause(bullet: string, clause: Clause | undefined): Clause | undefined {
  if (!clause || bullet.split(' ').length < PASTED_WORDS) return clause;
  const pasted = (text: string) => `I ${text}`.includes(bullet);
  if (!pasted(clause.text)) return clause;
  const spelled = SHORTHAND.reduce((text, [pattern, word]) => text.replace(pattern, word), clause.text);
  return pasted(spelled) ? undefined : { text: spelled };
}

function isOngoing(endDate: string, now: Date): boolean {
  const end = parseMonth(endDate);
  return end !== undefined && end > now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export function letterFacts(resume: CoverLetterResume, now: Date): LetterFacts {
  const jobs = resume.experience
    .map((job, index) => ({
      index,
      title: clean(job.jobTitle),
      company: clean(job.company),
      isCurrent: job.current,
      achievements: achievementsOf(job, job.current),
    }))
    .filter((job) => job.title || job.company || job.achievements.length > 0);
  const projects = resume.additionalSections
    .filter((section) => PROJECT_SECTION_TYPES.has(section.type))
    .flatMap((section) => section.items)
    .map((item) => ({
      title: clean(item.title),
      text:
        firstSentence(item.description) ||
        [clean(item.role), clean(item.company)].filter(Boolean).join(' at '),
    }))
    .filter((project) => project.title && project.text && project.text.split(' ').length >= 3);
  const skills = [...new Set(resume.skills.map((skill) => clean(skill.name)).filter(Boolean))];
  const schools = resume.education
    .map((school) => ({
      degree: clean(school.degree),
      field: clean(school.field),
      institution: clean(school.institution),
      isOngoing: isOngoing(school.endDate, now),
    }))
    .filter((school) => school.degree || school.institution);
  return { targetTitle: clean(resume.personalDetails.jobTitle), jobs, projects, skills, schools };
}

/** Every piece of text the resume holds, as plain text: what the grounding check compares a letter with. */
export function resumeSourceText(resume: CoverLetterResume): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(richTextToPlain(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(resume);
  return parts.filter(Boolean).join('\n');
}
