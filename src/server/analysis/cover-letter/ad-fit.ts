import type { CoverLetterResume } from '../../../domain/cover-letter-generation-api';
import type { JobMatchReport } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { ADDITIONAL_SECTION_TYPES } from '../../../domain/section-types';
import { type AnalysedResume, analyseResume } from '../analysed-resume';
import { analysableResume } from '../match/analysable-resume';
import { titleFromAd, titleWords } from '../match/job-title';
import { matchResume } from '../match/match-resume';
import { vocabularyIndex } from '../match/term-index';

/**
 * What the ad asks for that the resume shows, found by the job-match engine (src/server/analysis/match), each
 * named in the resume's own wording ('Postgres' in the ad, 'PostgreSQL' on the resume: the letter says
 * 'PostgreSQL'), so naming it never adds a word the resume does not hold.
 */

export interface AdFit {
  /** The role as given, else the ad's first line when it reads as a title. */
  role: string;
  /** Hard skills the ad asks for and the resume has, the ad's most repeated first, in the resume's words. */
  hardSkills: string[];
  soft: string[];
  /**
   * Hard skills the ad asks for that the resume lacks, when the ad writes them in lower case ('food safety'):
   * a letter may say the person wants to learn them, and a lower-case word names no tool or employer.
   */
  toLearn: string[];
  /** Vocabulary labels of everything the ad asks for: what makes an achievement relevant. */
  adLabels: Set<string>;
  /**
   * The resume is from another field than the ad: it shows few of the ad's hard skills and no title like the
   * role. The letter then says so and leads with what carries over instead of claiming the ad's skills.
   */
  otherField: boolean;
}

/** Below this share of the ad's hard skills a resume is from another field, unless it held the role's title. */
const OTHER_FIELD_SHARE = 0.25;
/**
 * Or below this match score, whatever the share: on the quality set's match pairs own-field resumes scored
 * 37-80 and other-field ones 0-26, so a resume with a few of the ad's skills still reads as another field.
 */
const OTHER_FIELD_SCORE = 32;
/** An ad naming fewer hard skills says too little to judge the field by. */
const MIN_HARD_TERMS = 3;

/** The title's head noun ('Nurse' of 'Registered Nurse - Nights'), singular, lower case. */
function headNoun(title: string): string {
  const core = title.split(/\s[-–—|(,]|\(/)[0] ?? '';
  const words = titleWords(core);
  return words[words.length - 1] ?? '';
}

function isOtherField(resume: Resume, report: JobMatchReport, role: string): boolean {
  const hard = [...report.matched, ...report.missing].filter((term) => term.kind === 'hard');
  if (hard.length < MIN_HARD_TERMS) return false;
  const share = report.matched.filter((term) => term.kind === 'hard').length / hard.length;
  if (share >= OTHER_FIELD_SHARE && report.score >= OTHER_FIELD_SCORE) return false;
  if (report.matched.some((term) => term.kind === 'title')) return false;
  const head = headNoun(role);
  // Without a role to compare titles with, only a resume that shows none of the ad's hard skills is called
  // another field: saying so wrongly is worse than not saying it.
  if (!head) return share === 0;
  const titles = [resume.personalDetails.jobTitle, ...resume.experience.map((job) => job.jobTitle)];
  return !titles.some((title) => titleWords(title).includes(head));
}

const KNOWN_TYPES = new Set<string>(ADDITIONAL_SECTION_TYPES);

/**
 * The letter's resume in the form every analysis takes, read once per letter: the writer passes it to the fit,
 * and the match report behind the fit reads the same form.
 */
export function letterResume(resume: CoverLetterResume): AnalysedResume | undefined {
  const full = analysableResume({
    ...resume,
    skills: resume.skills.map((skill) => ({ name: skill.name })),
    additionalSections: resume.additionalSections.filter((section) => KNOWN_TYPES.has(section.type)),
  });
  return full && analyseResume(full);
}

/** An ad's first line counts as the role only when it reads like a title, not like 'ACME is hiring cooks!'. */
function roleFromAd(ad: string): string {
  const title = titleFromAd(ad);
  if (!title || /[!?]/.test(title) || /\b(is|are|we|our|join|looking)\b/i.test(title)) return '';
  return title.split(' ').length <= 6 ? title : '';
}

/** The role a letter names: the one given, else the ad's first line when it reads as a title, else none. */
export function letterRole(jobTitle: string, jobDescription: string): string {
  return jobTitle || roleFromAd(jobDescription);
}

/** The resume's own spelling of a vocabulary term found at a path. */
function resumeWording(read: AnalysedResume, path: string, label: string): string | undefined {
  const text = read.textAt(path);
  if (!text) return undefined;
  const hit = vocabularyIndex()
    .find(text)
    .find((candidate) => candidate.entry.label === label);
  return hit ? text.slice(hit.start, hit.end) : undefined;
}

export function adFit(read: AnalysedResume | undefined, jobDescription: string, jobTitle: string): AdFit {
  const role = letterRole(jobTitle, jobDescription);
  const empty: AdFit = {
    role,
    hardSkills: [],
    soft: [],
    toLearn: [],
    adLabels: new Set(),
    otherField: false,
  };
  if (!read || !jobDescription) return empty;
  const report = matchResume({ resume: read.resume, jobDescription, jobTitle: role || undefined });
  const adLabels = new Set(
    [...report.matched, ...report.missing].flatMap((term) => (term.label ? [term.label] : [])),
  );
  const named = (kind: 'hard' | 'soft') => [
    ...new Set(
      report.matched
        // A job title that holds a skill's words ('Line Cook') is not the skill.
        .filter((term) => term.kind === kind && term.label && !term.foundIn.endsWith('jobTitle'))
        .map((term) => resumeWording(read, term.foundIn, term.label as string))
        .filter((wording): wording is string => Boolean(wording)),
    ),
  ];
  const toLearn = report.missing
    .filter((term) => term.kind === 'hard' && !/[A-Z0-9]/.test(term.term))
    .map((term) => term.term);
  return {
    role,
    hardSkills: named('hard'),
    soft: named('soft'),
    toLearn: [...new Set(toLearn)],
    adLabels,
    otherField: isOtherField(read.resume, report, role),
  };
}

const termsSeen = new WeakMap<AdFit, Map<string, { label: string; wording: string }[]>>();

/** The ad's terms a piece of resume text shows, by vocabulary label (each text scanned once per letter). */
export function adTermsIn(text: string, fit: AdFit): { label: string; wording: string }[] {
  if (fit.adLabels.size === 0) return [];
  const seen = termsSeen.get(fit) ?? new Map<string, { label: string; wording: string }[]>();
  termsSeen.set(fit, seen);
  const known = seen.get(text);
  if (known) return known;
  const terms = vocabularyIndex()
    .find(text)
    .filter((hit) => fit.adLabels.has(hit.entry.label))
    .map((hit) => ({ label: hit.entry.label, wording: text.slice(hit.start, hit.end) }));
  seen.set(text, terms);
  return terms;
}
