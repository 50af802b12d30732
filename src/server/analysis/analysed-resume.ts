import type { Resume } from '../../domain/resume';
import { type ResumeBullet, type ResumeField, resumeBullets, resumeFields } from './match/resume-fields';
import { type LemmaField, lemmaFields } from './match/resume-lemmas';
import { vocabularyIndex } from './match/term-index';
import { SUITE_PARTS } from './match/vocabulary/suites';
import { TextCache } from './text-cache';

/**
 * A resume read once into the form every analysis takes (issue 31): its texts with their paths, its jobs'
 * bullets, and, on first use, its words as lemmas and the vocabulary skills it shows. Matching, the checks and
 * the letter writer all read this form, so a match report walks the resume's bullets once rather than once per
 * use, and the language pass runs at most once per resume.
 */
export interface AnalysedResume {
  readonly resume: Resume;
  /** Every piece of text a recruiter or an ATS reads, in reading order, each with its path. */
  readonly fields: readonly ResumeField[];
  /** The jobs' bullets as the resume shows them (also among `fields`). */
  readonly bullets: readonly ResumeBullet[];
  /** The text at a path ('experience.0.bullets.2'), if the resume holds text there. */
  textAt(path: string): string | undefined;
  /** Its words as lemmas by field and sentence: the language pass, run on first use only. */
  lemmas(): readonly LemmaField[];
  /** Where each vocabulary skill first appears, by label; a suite shows its parts ('MS Office': Word, Excel). */
  skillPaths(): ReadonlyMap<string, string>;
}

const analysed = new WeakMap<Resume, AnalysedResume>();

/** The analysed form of a resume; the same object for the same resume, so callers in one request share it. */
export function analyseResume(resume: Resume): AnalysedResume {
  const known = analysed.get(resume);
  if (known) return known;
  const bullets = resumeBullets(resume);
  const fields = resumeFields(resume, bullets);
  const byPath = new Map(fields.map((field) => [field.path, field.text]));
  let lemmas: readonly LemmaField[] | undefined;
  let skillPaths: ReadonlyMap<string, string> | undefined;
  const form: AnalysedResume = {
    resume,
    fields,
    bullets,
    textAt: (path) => byPath.get(path),
    lemmas: () => {
      lemmas ??= lemmaFields(fields);
      return lemmas;
    },
    skillPaths: () => {
      skillPaths ??= vocabularySkillPaths(fields);
      return skillPaths;
    },
  };
  analysed.set(resume, form);
  return form;
}

/**
 * The vocabulary skills a text shows, in order, a suite with its parts ('MS Office': Word, Excel), kept by the
 * text like its lemmas (resume-lemmas.ts), since a resume comes back with most of its fields unchanged.
 */
const skillsByText = new TextCache<readonly string[]>(4_000, 400_000);

function skillsIn(text: string): readonly string[] {
  return Object.freeze(
    vocabularyIndex()
      .find(text)
      .flatMap((hit) => [hit.entry.label, ...(SUITE_PARTS[hit.entry.label] ?? [])]),
  );
}

function vocabularySkillPaths(fields: readonly ResumeField[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const field of fields) {
    for (const label of skillsByText.read(field.text, skillsIn))
      if (!found.has(label)) found.set(label, field.path);
  }
  return found;
}
