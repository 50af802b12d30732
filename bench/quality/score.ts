import { generateBulletsRequestSchema } from '../../src/domain/ai-api';
import { countWords, generateCoverLetterRequestSchema } from '../../src/domain/cover-letter-generation-api';
import { escapeRegExp } from '../../src/domain/escape-reg-exp';
import { writeCoverLetter } from '../../src/server/analysis/cover-letter/write-cover-letter';
import { extractJobTerms, type JobTerm } from '../../src/server/analysis/match/extract-job-terms';
import { matchResume } from '../../src/server/analysis/match/match-resume';
import { vocabularyIndex } from '../../src/server/analysis/match/term-index';
import { writeBullets } from '../../src/server/analysis/write-bullets';
import { type BulletRule, miswrittenTools, scoreBullets } from '../../tests/support/bullet-rules';
import {
  AD_SET,
  type DatedSet,
  FORMER_UNSEEN_SETS,
  type LabelledAd,
  type LabelledTerm,
  OLD_AD_SET,
  QUALITY_SET,
  readAd,
  readAdSet,
  readNotes,
  readPairs,
  readResume,
  UNSEEN_SET,
} from './fixtures';
import { checkLetter, LETTER_RULES, type LetterRule, type LetterVerdict } from './letter-rules';

/**
 * Scores the issue 31 quality sets with the code as it is: hard-skill recall and precision and boilerplate
 * reported (working ads and held-out ads apart), own-field vs other-field match scores, the writer on unseen
 * notes, and the letter rules; and the same for each dated set, the former unseen sets and the unseen one
 * (scoreSet). Reports only: the targets are printed beside the figures, never asserted.
 */

/** Dates in the resumes are read against the set's date, so the figures do not drift with the calendar. */
export const SET_DATE = new Date('2026-11-26T12:00:00Z');

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#)]+$/gu, '')
    .trim();

/**
 * The keys a labelled term matches: each variant's words, and the vocabulary entry a variant names whole
 * (so 'Postgres' in the label and 'PostgreSQL' from the ad are one). A vocabulary term found only inside a
 * longer variant ('pharmacy' in 'Doctor of Pharmacy') does not count: that would credit a part for the whole.
 */
export function termKeys(term: LabelledTerm): Set<string> {
  const keys = new Set<string>();
  for (const variant of term.variants) {
    keys.add(norm(variant));
    const text = variant.trim();
    for (const hit of vocabularyIndex().find(text)) {
      if (hit.start === 0 && hit.end === text.length) keys.add(norm(hit.entry.label));
    }
  }
  return keys;
}

const extractedKeys = (term: JobTerm) => [norm(term.label), norm(term.term)];

const wholeWords = (haystack: string, needle: string) =>
  needle.length > 0 && new RegExp(`(^| )${escapeRegExp(needle)}( |$)`).test(haystack);

export interface AdScore {
  file: string;
  expected: number;
  found: number;
  extracted: number;
  correct: number;
  missed: string[];
  extra: string[];
  boilerplate: string[];
}

export function scoreAd(ad: LabelledAd): AdScore {
  const terms = extractJobTerms(ad.text);
  const labelled = ad.hard.map((term) => ({ term, keys: termKeys(term) }));
  const matches = (t: JobTerm, keys: Set<string>) => extractedKeys(t).some((k) => keys.has(k));
  const missed = labelled
    .filter(({ keys }) => !terms.hard.some((t) => matches(t, keys)))
    .map((l) => l.term.name);
  const extra = terms.hard.filter((t) => !labelled.some(({ keys }) => matches(t, keys)));
  // Boilerplate: any skill reported (hard or soft) that is, holds or is part of a boilerplate term, unless it is
  // one of the ad's labelled hard skills.
  const boilerplate = [...terms.hard, ...terms.soft]
    .filter((t) => !labelled.some(({ keys }) => matches(t, keys)))
    .filter((t) =>
      ad.boilerplate.some((b) =>
        extractedKeys(t).some((k) => k === norm(b) || wholeWords(k, norm(b)) || wholeWords(norm(b), k)),
      ),
    )
    .map((t) => t.term);
  return {
    file: ad.file,
    expected: ad.hard.length,
    found: ad.hard.length - missed.length,
    extracted: terms.hard.length,
    correct: terms.hard.length - extra.length,
    missed,
    extra: extra.map((t) => t.term),
    boilerplate,
  };
}

export interface ExtractionFigures {
  ads: number;
  recall: number;
  precision: number;
  boilerplateReported: number;
  boilerplatePer10Ads: number;
  perAd: AdScore[];
}

export function scoreAds(ads: LabelledAd[]): ExtractionFigures {
  const perAd = ads.map(scoreAd);
  const sum = (pick: (a: AdScore) => number) => perAd.reduce((n, a) => n + pick(a), 0);
  const boilerplateReported = sum((a) => a.boilerplate.length);
  return {
    ads: ads.length,
    recall:
      sum((a) => a.found) /
      Math.max(
        1,
        sum((a) => a.expected),
      ),
    precision:
      sum((a) => a.correct) /
      Math.max(
        1,
        sum((a) => a.extracted),
      ),
    boilerplateReported,
    boilerplatePer10Ads: (10 * boilerplateReported) / Math.max(1, ads.length),
    perAd,
  };
}

export interface GapFigures {
  resume: string;
  own: { ad: string; score: number }[];
  other: { ad: string; score: number }[];
  /** Mean own-field score minus mean other-field score. */
  meanGap: number;
  /** The worst case: the lowest own-field score minus the highest other-field score. */
  minGap: number;
}

export function scoreGaps(set = QUALITY_SET, now = SET_DATE): GapFigures[] {
  return readPairs(set).match.map((pair) => {
    const resume = readResume(pair.resume, set);
    const scoreOf = (file: string) => {
      const ad = readAd(file);
      const report = matchResume({ resume, jobDescription: ad.text, jobTitle: ad.title, now });
      return { ad: file, score: report.score };
    };
    const own = pair.own.map(scoreOf);
    const other = pair.other.map(scoreOf);
    const mean = (xs: { score: number }[]) => xs.reduce((n, x) => n + x.score, 0) / Math.max(1, xs.length);
    return {
      resume: pair.resume,
      own,
      other,
      meanGap: mean(own) - mean(other),
      minGap: Math.min(...own.map((x) => x.score)) - Math.max(...other.map((x) => x.score)),
    };
  });
}

export interface WriterFigures {
  notes: number;
  notesSplit: number;
  tools: number;
  toolsMiswritten: number;
  bullets: number;
  bulletsPassing: number;
  missesByRule: Partial<Record<BulletRule, number>>;
  perNote: { id: string; written: string[]; expected: number; miswritten: string[]; failed: string[] }[];
}

export function scoreWriter(set = QUALITY_SET): WriterFigures {
  const figures: WriterFigures = {
    notes: 0,
    notesSplit: 0,
    tools: 0,
    toolsMiswritten: 0,
    bullets: 0,
    bulletsPassing: 0,
    missesByRule: {},
    perNote: [],
  };
  for (const c of readNotes(set)) {
    const input = generateBulletsRequestSchema.parse({
      job_title: c.job_title,
      draft_bullets: [c.notes],
      is_current_role: c.current,
    });
    const written = writeBullets(input);
    const scored = scoreBullets(c, written);
    const miswritten = miswrittenTools(c.tools, written);
    figures.notes++;
    if (written.length === c.bullets.length) figures.notesSplit++;
    figures.tools += c.tools.length;
    figures.toolsMiswritten += miswritten.length;
    figures.bullets += scored.length;
    figures.bulletsPassing += scored.filter((s) => s.failed.length === 0).length;
    for (const s of scored)
      for (const rule of s.failed) figures.missesByRule[rule] = (figures.missesByRule[rule] ?? 0) + 1;
    figures.perNote.push({
      id: c.id,
      written,
      expected: c.bullets.length,
      miswritten,
      failed: scored.flatMap((s, i) => (s.failed.length ? [`#${i + 1} [${s.failed.join(', ')}]`] : [])),
    });
  }
  return figures;
}

export interface LetterFigures {
  pairs: number;
  passing: number;
  passingByRule: Record<LetterRule, number>;
  perPair: { id: string; words: number; paragraphs: string[]; verdicts: LetterVerdict[] }[];
}

export function scoreLetters(
  tone: 'formal' | 'warm' | 'concise' = 'formal',
  set = QUALITY_SET,
  now = SET_DATE,
): LetterFigures {
  const passingByRule = Object.fromEntries(LETTER_RULES.map((rule) => [rule, 0])) as Record<
    LetterRule,
    number
  >;
  const perPair: LetterFigures['perPair'] = [];
  let passing = 0;
  const { letters } = readPairs(set);
  for (const pair of letters) {
    const resume = readResume(pair.resume, set);
    const ad = readAd(pair.ad);
    const input = generateCoverLetterRequestSchema.parse({
      resume,
      jobDescription: ad.text,
      jobTitle: pair.job_title,
      company: pair.company,
      tone,
      variant: 0,
    });
    const paragraphs = writeCoverLetter(input, now);
    const verdicts = checkLetter(paragraphs, {
      resumeBullets: resume.experience.flatMap((job) => job.bullets),
      employer: pair.employer,
      otherField: pair.other_field,
      degree: pair.degree,
      field: pair.field,
      names: [
        ...resume.experience.flatMap((job) => [job.jobTitle, job.company]),
        ...resume.education.map((school) => school.institution),
      ],
    });
    for (const v of verdicts) if (v.pass) passingByRule[v.rule]++;
    if (verdicts.every((v) => v.pass)) passing++;
    perPair.push({ id: pair.id, words: countWords(paragraphs.join('\n\n')), paragraphs, verdicts });
  }
  return { pairs: letters.length, passing, passingByRule, perPair };
}

/** A dated set's figures (ads, pairs and notes), everything the first sets are scored on (letters formal). */
export interface SetFigures {
  ads: ExtractionFigures;
  gaps: GapFigures[];
  writer: WriterFigures;
  letters: LetterFigures;
}

/** A dated set's figures under its name. */
export interface NamedSetFigures {
  name: string;
  figures: SetFigures;
}

export interface QualityReport {
  working: ExtractionFigures;
  heldOut: ExtractionFigures;
  /** The older, tuned set (tests/fixtures/jobs) scored the same way, for comparison only. */
  tuned: ExtractionFigures;
  gaps: GapFigures[];
  writer: WriterFigures;
  letters: LetterFigures;
  lettersByTone: Record<'formal' | 'warm' | 'concise', LetterFigures>;
  /** The sets that were unseen once (FORMER_UNSEEN_SETS), oldest first: their details are printed like the
   * working ads'. */
  formerUnseen: NamedSetFigures[];
  /** Scored only: its details are never printed (see UNSEEN_SET). */
  unseen: NamedSetFigures;
}

export function scoreSet(set: DatedSet): NamedSetFigures {
  return {
    name: set.name,
    figures: {
      ads: scoreAds(readAdSet(set.adSet)),
      gaps: scoreGaps(set.qualitySet, set.date),
      writer: scoreWriter(set.qualitySet),
      letters: scoreLetters('formal', set.qualitySet, set.date),
    },
  };
}

export function scoreQuality(): QualityReport {
  const ads = readAdSet(AD_SET);
  const formal = scoreLetters('formal');
  return {
    working: scoreAds(ads.filter((ad) => !ad.heldOut)),
    heldOut: scoreAds(ads.filter((ad) => ad.heldOut)),
    tuned: scoreAds(readAdSet(OLD_AD_SET).map((ad) => ({ ...ad, heldOut: false }))),
    gaps: scoreGaps(),
    writer: scoreWriter(),
    letters: formal,
    lettersByTone: { formal, warm: scoreLetters('warm'), concise: scoreLetters('concise') },
    formerUnseen: FORMER_UNSEEN_SETS.map(scoreSet),
    unseen: scoreSet(UNSEEN_SET),
  };
}
