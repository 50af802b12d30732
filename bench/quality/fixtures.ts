import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Resume, resumeSchema } from '../../src/domain/resume';
import { bulletsToRichText } from '../../src/domain/rich-text';
import type { ExpectedBullet } from '../../tests/support/bullet-rules';

/**
 * Readers for the issue 31 quality sets (tests/fixtures/jobs-2026-11-26 with tests/fixtures/quality-2026-11-26,
 * the sets that were unseen once and are working sets now (2026-11-27, 2026-11-27b and 2026-11-27c,
 * FORMER_UNSEEN_SETS), and the unseen set 2026-11-27d (UNSEEN_SET)): labelled ads with variants and boilerplate,
 * resumes, own/other-field pairs, unseen writer notes and letter pairs. They only read; every check of the
 * figures is in score.ts.
 */

export const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures');
export const AD_SET = 'jobs-2026-11-26';
export const OLD_AD_SET = 'jobs';
export const QUALITY_SET = 'quality-2026-11-26';
export const HELD_OUT_FOLDER = 'held-out';

/** A dated set: its ads and its resumes, pairs and notes, and the date its resumes' dates are read against. */
export interface DatedSet {
  /** The set's name as the bench prints it, e.g. '2026-11-27d'. */
  name: string;
  /** The ads' folder under tests/fixtures, e.g. 'jobs-2026-11-27d'. */
  adSet: string;
  /** The resumes, pairs and notes' folder under tests/fixtures, e.g. 'quality-2026-11-27d'. */
  qualitySet: string;
  /** Dates in the resumes are read against it, so the figures do not drift with the calendar. */
  date: Date;
}

/**
 * The unseen set (issue 31 item 6): ads, notes and pairs written and labelled on 2026-11-27 (late evening,
 * session 16) by someone who had not read the analysis code, standing in for the "material that is not
 * in the repository". Scored only: the bench prints its figures and never its details, and no code is changed
 * for its sake.
 */
export const UNSEEN_SET: DatedSet = {
  name: '2026-11-27d',
  adSet: 'jobs-2026-11-27d',
  qualitySet: 'quality-2026-11-27d',
  date: new Date('2026-11-27T12:00:00Z'),
};

/**
 * The sets that were unseen until a fresher one took their place, oldest first (their first runs, in
 * docs/benchmarks.md, stay the honest figures for them). Working sets now: code may be tuned on them, so the
 * bench prints their details like the working ads'.
 */
export const FORMER_UNSEEN_SETS: readonly DatedSet[] = [
  {
    name: '2026-11-27',
    adSet: 'jobs-2026-11-27',
    qualitySet: 'quality-2026-11-27',
    date: new Date('2026-11-27T12:00:00Z'),
  },
  {
    name: '2026-11-27b',
    adSet: 'jobs-2026-11-27b',
    qualitySet: 'quality-2026-11-27b',
    date: new Date('2026-11-27T12:00:00Z'),
  },
  {
    name: '2026-11-27c',
    adSet: 'jobs-2026-11-27c',
    qualitySet: 'quality-2026-11-27c',
    date: new Date('2026-11-27T12:00:00Z'),
  },
];

export interface LabelledTerm {
  /** The usual name (the first variant). */
  name: string;
  /** Every accepted way of writing it, the usual name first. */
  variants: string[];
}

export interface LabelledAd {
  /** The path under tests/fixtures, e.g. 'jobs-2026-11-26/held-out/19-general-dentist.txt'. */
  file: string;
  title: string;
  company: string;
  field: string;
  hard: LabelledTerm[];
  boilerplate: string[];
  heldOut: boolean;
  text: string;
}

const list = (value: string, separator: string) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** One ad file: the header (title, company, field, hard, optional boilerplate), '---', then the ad. */
export function parseAd(file: string, content: string): LabelledAd {
  const at = content.indexOf('\n---\n');
  if (at < 0) throw new Error(`${file}: no '---' line between the header and the ad`);
  const header = content.slice(0, at);
  const text = content.slice(at + 5);
  const value = (key: string) => new RegExp(`^${key}:[ \\t]*(.*)$`, 'm').exec(header)?.[1]?.trim() ?? '';
  return {
    file,
    title: value('title'),
    company: value('company'),
    field: value('field'),
    hard: list(value('hard'), ';').map((term) => {
      const variants = list(term, '|');
      return { name: variants[0] ?? term, variants };
    }),
    boilerplate: list(value('boilerplate'), ';'),
    heldOut: file.split('/').includes(HELD_OUT_FOLDER),
    text,
  };
}

export function readAd(file: string): LabelledAd {
  return parseAd(file, readFileSync(path.join(FIXTURES, file), 'utf8'));
}

/** Every ad of a set, its held-out subfolder included, by file name. */
export function readAdSet(set: string): LabelledAd[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(FIXTURES, folder)).sort()) {
      const relative = `${folder}/${name}`;
      if (statSync(path.join(FIXTURES, relative)).isDirectory()) walk(relative);
      else if (name.endsWith('.txt')) files.push(relative);
    }
  };
  walk(set);
  return files.map(readAd);
}

/** A resume of the set, parsed by the app's schema; each job's description written from its bullets. */
export function readResume(name: string, set = QUALITY_SET): Resume {
  const raw = JSON.parse(readFileSync(path.join(FIXTURES, set, 'resumes', `${name}.json`), 'utf8'));
  const parsed = resumeSchema.parse(raw);
  return {
    ...parsed,
    experience: parsed.experience.map((job) => ({
      ...job,
      description: job.description || bulletsToRichText(job.bullets),
    })),
  };
}

export function resumeNames(set = QUALITY_SET): string[] {
  return readdirSync(path.join(FIXTURES, set, 'resumes'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export interface MatchPairs {
  resume: string;
  own: string[];
  other: string[];
}

export interface LetterPair {
  id: string;
  resume: string;
  ad: string;
  job_title: string;
  company: string;
  employer: string;
  other_field: boolean;
  degree: string[];
  field: string[];
}

export interface Pairs {
  match: MatchPairs[];
  letters: LetterPair[];
}

export function readPairs(set = QUALITY_SET): Pairs {
  return JSON.parse(readFileSync(path.join(FIXTURES, set, 'pairs.json'), 'utf8')) as Pairs;
}

export type { ExpectedBullet } from '../../tests/support/bullet-rules';

export interface NoteCase {
  id: string;
  occupation: string;
  job_title: string;
  current: boolean;
  notes: string;
  tools: string[];
  bullets: ExpectedBullet[];
}

export function readNotes(set = QUALITY_SET): NoteCase[] {
  const file = path.join(FIXTURES, set, 'rough-notes-unseen.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: NoteCase[] }).cases;
}
