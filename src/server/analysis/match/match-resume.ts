import {
  type JobMatchReport,
  type MatchedTerm,
  type MatchKind,
  type MissingTerm,
  OTHER_FIELD_MIN_HARD_SKILLS,
  OTHER_FIELD_SCORE_CAP,
  OTHER_FIELD_SHARE,
  type ScorePart,
} from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { analyseResume } from '../analysed-resume';
import { yearsOfExperience } from '../experience-years';
import { EDUCATION_LEVELS, type EducationLevel } from './education-levels';
import { readJobAd } from './job-ad-reading';
import { titlesMatch } from './job-title';
import { degreeMeets, educationLevelOf } from './requirements';
import { checkResume } from './resume-checks';
import { pathHolding } from './resume-lemmas';

/** How much each part counts; parts the ad does not ask for drop out and the rest are scaled to 100. */
export const SCORE_WEIGHTS: Record<MatchKind, number> = {
  hard: 50,
  soft: 10,
  title: 15,
  experience: 15,
  education: 10,
};

/** How much a skill found from the ad's language alone (not in the vocabulary) counts beside a known one. */
export const LANGUAGE_ONLY_WEIGHT = 0.5;

export const SCORE_EXPLANATION =
  'The score weighs what the ad asks for: hard skills and tools 50%, job title 15%, years of experience 15%, ' +
  'soft skills 10% and education 10%. Each skill counts as found when the resume names it or a common variant ' +
  '(JS for JavaScript, Postgres for PostgreSQL). Parts the ad does not mention are left out and the rest scaled to 100. ' +
  "Title, years and education count in full once the resume shows a fifth of the ad's hard skills: years in " +
  'another field do not meet its experience asks. Below a fifth the score stays under 25.';

/** The plain words of the report when the ad is for another field. */
export function otherFieldNote(found: number, total: number): string {
  return (
    `This ad looks like it is for another field: your resume shows ${found} of its ${total} hard skills. ` +
    'Your title, years and education count for little here. If you are changing fields, show the skills it asks ' +
    'for that you really have, and lead with what carries over.'
  );
}

export interface MatchInput {
  resume: Resume;
  jobDescription: string;
  jobTitle?: string;
  now?: Date;
}

function highestEducation(resume: Resume): EducationLevel {
  let best: EducationLevel = 'none';
  for (const school of resume.education) {
    const level = educationLevelOf(`${school.degree} ${school.field}`);
    if (EDUCATION_LEVELS.indexOf(level) > EDUCATION_LEVELS.indexOf(best)) best = level;
  }
  return best;
}

/** The match report of one resume against one job ad: pure, no I/O, the same for server, tests and benchmarks. */
export function matchResume({
  resume,
  jobDescription,
  jobTitle,
  now = new Date(),
}: MatchInput): JobMatchReport {
  const ad = readJobAd(jobDescription);
  const { terms } = ad;
  const read = analyseResume(resume);
  // The lemmas are read only when the ad names a skill the vocabulary does not hold.
  const pathOf = (term: (typeof terms.hard)[number]) =>
    term.lemmas ? pathHolding(read.lemmas(), term.lemmas) : read.skillPaths().get(term.label);
  const matched: MatchedTerm[] = [];
  const missing: MissingTerm[] = [];
  const parts: { kind: MatchKind; value: number; found: number; total: number }[] = [];

  for (const kind of ['hard', 'soft'] as const) {
    const list = kind === 'hard' ? terms.hard : terms.soft;
    let found = 0;
    let weightFound = 0;
    let weightTotal = 0;
    for (const term of list) {
      const path = pathOf(term);
      // A skill read from the ad's language alone is less certain than a known one: it weighs half (ADR 0083).
      const weight = term.lemmas ? LANGUAGE_ONLY_WEIGHT : 1;
      weightTotal += weight;
      if (path) {
        found += 1;
        weightFound += weight;
        matched.push({ term: term.term, kind, label: term.label, foundIn: path });
      } else missing.push({ term: term.term, kind, label: term.label });
    }
    if (list.length > 0) parts.push({ kind, value: weightFound / weightTotal, found, total: list.length });
  }

  const title = jobTitle?.trim() || ad.title;
  if (title) {
    const held = [
      { path: 'personalDetails.jobTitle', title: resume.personalDetails.jobTitle },
      ...resume.experience.map((job, i) => ({ path: `experience.${i}.jobTitle`, title: job.jobTitle })),
    ].find((candidate) => candidate.title.trim() && titlesMatch(title, candidate.title));
    if (held) matched.push({ term: title, kind: 'title', foundIn: held.path });
    else missing.push({ term: title, kind: 'title' });
    parts.push({ kind: 'title', value: held ? 1 : 0, found: held ? 1 : 0, total: 1 });
  }

  const { years, education } = ad;
  const resumeYears = yearsOfExperience(resume.experience, now);
  if (years !== undefined && years > 0) {
    const term = `${years}+ years of experience`;
    if (resumeYears >= years) matched.push({ term, kind: 'experience', foundIn: 'experience' });
    else missing.push({ term, kind: 'experience' });
    parts.push({
      kind: 'experience',
      value: Math.min(1, resumeYears / years),
      found: Math.min(resumeYears, years),
      total: years,
    });
  }

  const resumeLevel = highestEducation(resume);
  if (education) {
    const meets = resume.education.some((school) => degreeMeets(school.degree, school.field, education));
    if (meets) matched.push({ term: education.wording, kind: 'education', foundIn: 'education' });
    else missing.push({ term: education.wording, kind: 'education' });
    parts.push({ kind: 'education', value: meets ? 1 : 0, found: meets ? 1 : 0, total: 1 });
  }

  const { score, breakdown, otherField } = scoreParts(parts);
  return {
    score,
    explanation: SCORE_EXPLANATION,
    breakdown,
    otherField,
    matched,
    missing,
    checks: checkResume(read, title),
    repeatedWords: terms.repeatedWords.map((word) => ({ ...word })),
    requirements: {
      jobTitle: title ?? null,
      years: years ?? null,
      resumeYears,
      education: education?.level ?? null,
      educationField: education?.field?.name ?? null,
      resumeEducation: resumeLevel,
    },
  };
}

/**
 * The score from its parts. Hard skills carry it: the title, years and education an ad asks for mean something
 * only in its field, so they count in proportion to the hard skills shown until a fifth of them is, and a resume
 * below a fifth of an ad's hard skills stays under 25, whatever its title and years (issue 31, ADR 0081).
 */
function scoreParts(parts: readonly { kind: MatchKind; value: number; found: number; total: number }[]): {
  score: number;
  breakdown: ScorePart[];
  otherField: string | null;
} {
  const totalWeight = parts.reduce((sum, part) => sum + SCORE_WEIGHTS[part.kind], 0);
  if (totalWeight === 0) return { score: 0, breakdown: [], otherField: null };
  const hard = parts.find((part) => part.kind === 'hard');
  const fieldShare = hard ? Math.min(1, hard.value / OTHER_FIELD_SHARE) : 1;
  const isOtherField =
    hard !== undefined && hard.total >= OTHER_FIELD_MIN_HARD_SKILLS && hard.value < OTHER_FIELD_SHARE;
  const fieldBound = new Set<MatchKind>(['title', 'experience', 'education']);
  const breakdown = parts.map((part): ScorePart => {
    const maxPoints = (100 * SCORE_WEIGHTS[part.kind]) / totalWeight;
    const value = fieldBound.has(part.kind) ? part.value * fieldShare : part.value;
    return { kind: part.kind, found: part.found, total: part.total, points: maxPoints * value, maxPoints };
  });
  const sum = Math.round(breakdown.reduce((total, part) => total + part.points, 0));
  const rounded = breakdown.map((part) => ({
    ...part,
    points: Math.round(part.points),
    maxPoints: Math.round(part.maxPoints),
  }));
  return {
    score: isOtherField ? Math.min(sum, OTHER_FIELD_SCORE_CAP) : sum,
    breakdown: rounded,
    otherField: isOtherField && hard ? otherFieldNote(hard.found, hard.total) : null,
  };
}
