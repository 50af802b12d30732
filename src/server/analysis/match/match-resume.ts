import type { JobMatchReport, MatchedTerm, MatchKind, MissingTerm } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { yearsOfExperience } from '../experience-years';
import { EDUCATION_LEVELS, type EducationLevel } from './education-levels';
import { extractJobTerms } from './extract-job-terms';
import { titleFromAd, titlesMatch } from './job-title';
import { degreeMeets, educationLevelOf, requiredEducation, requiredYears } from './requirements';
import { checkResume } from './resume-checks';
import { resumeFields } from './resume-fields';
import { vocabularyIndex } from './term-index';

/** How much each part counts; parts the ad does not ask for drop out and the rest are scaled to 100. */
export const SCORE_WEIGHTS: Record<MatchKind, number> = {
  hard: 50,
  soft: 10,
  title: 15,
  experience: 15,
  education: 10,
};

export const SCORE_EXPLANATION =
  'The score weighs what the ad asks for: hard skills and tools 50%, job title 15%, years of experience 15%, ' +
  'soft skills 10% and education 10%. Each skill counts as found when the resume names it or a common variant ' +
  '(JS for JavaScript, Postgres for PostgreSQL). Parts the ad does not mention are left out and the rest scaled to 100.';

export interface MatchInput {
  resume: Resume;
  jobDescription: string;
  jobTitle?: string;
  now?: Date;
}

/** Where in the resume each vocabulary skill first appears, by label. */
function resumeSkillPaths(resume: Resume): Map<string, string> {
  const index = vocabularyIndex();
  const found = new Map<string, string>();
  for (const field of resumeFields(resume)) {
    for (const hit of index.find(field.text)) {
      if (!found.has(hit.entry.label)) found.set(hit.entry.label, field.path);
    }
  }
  return found;
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
  const terms = extractJobTerms(jobDescription);
  const paths = resumeSkillPaths(resume);
  const matched: MatchedTerm[] = [];
  const missing: MissingTerm[] = [];
  const parts: { kind: MatchKind; value: number }[] = [];

  for (const kind of ['hard', 'soft'] as const) {
    const list = kind === 'hard' ? terms.hard : terms.soft;
    let found = 0;
    for (const term of list) {
      const path = paths.get(term.label);
      if (path) {
        found += 1;
        matched.push({ term: term.term, kind, label: term.label, foundIn: path });
      } else missing.push({ term: term.term, kind, label: term.label });
    }
    if (list.length > 0) parts.push({ kind, value: found / list.length });
  }

  const title = jobTitle?.trim() || titleFromAd(jobDescription);
  if (title) {
    const held = [
      { path: 'personalDetails.jobTitle', title: resume.personalDetails.jobTitle },
      ...resume.experience.map((job, i) => ({ path: `experience.${i}.jobTitle`, title: job.jobTitle })),
    ].find((candidate) => candidate.title.trim() && titlesMatch(title, candidate.title));
    if (held) matched.push({ term: title, kind: 'title', foundIn: held.path });
    else missing.push({ term: title, kind: 'title' });
    parts.push({ kind: 'title', value: held ? 1 : 0 });
  }

  const years = requiredYears(terms.requirementText);
  const resumeYears = yearsOfExperience(resume.experience, now);
  if (years !== undefined && years > 0) {
    const term = `${years}+ years of experience`;
    if (resumeYears >= years) matched.push({ term, kind: 'experience', foundIn: 'experience' });
    else missing.push({ term, kind: 'experience' });
    parts.push({ kind: 'experience', value: Math.min(1, resumeYears / years) });
  }

  const education = requiredEducation(terms.requirementText);
  const resumeLevel = highestEducation(resume);
  if (education) {
    const meets = resume.education.some((school) => degreeMeets(school.degree, school.field, education));
    if (meets) matched.push({ term: education.wording, kind: 'education', foundIn: 'education' });
    else missing.push({ term: education.wording, kind: 'education' });
    parts.push({ kind: 'education', value: meets ? 1 : 0 });
  }

  const totalWeight = parts.reduce((sum, part) => sum + SCORE_WEIGHTS[part.kind], 0);
  const earned = parts.reduce((sum, part) => sum + SCORE_WEIGHTS[part.kind] * part.value, 0);
  return {
    score: totalWeight === 0 ? 0 : Math.round((100 * earned) / totalWeight),
    explanation: SCORE_EXPLANATION,
    matched,
    missing,
    checks: checkResume(resume, title),
    repeatedWords: terms.repeatedWords,
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
