import type { Word } from '../language/english';
import { GENERAL_HEADS } from './ad-candidate-words';

/**
 * What every rule of the ad reader (ad-candidates.ts, ad-names.ts) shares: the candidate's shape, how a run of
 * words becomes one, and the tests of a word's writing and place (capitals, a line's start, a shouted line).
 */
export type Evidence = 'acronym' | 'name' | 'compound' | 'governed' | 'list' | 'rare';

export interface AdCandidate {
  /** As the ad writes it. */
  term: string;
  /** What the match compares: the acronym or name as written, a phrase's words as lemmas. */
  label: string;
  /** The phrase's lemmas, lower case: how a resume's words are compared with it. */
  lemmas: string[];
  start: number;
  end: number;
  evidence: Evidence;
}

export interface CandidateContext {
  /** Words of the ad's title line and the employer's name: names there are the job and the company. */
  ignoredNames: ReadonlySet<string>;
  /** Lower-case words of the employer's name: a sentence that names the employer describes it. */
  employerWords?: ReadonlySet<string>;
  /** Where the vocabulary names a hard skill: a list holding one is a list of skills. */
  knownSpans?: readonly { start: number; end: number }[];
}

export const ACRONYM = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z0-9&+]*$|^[A-Z]-\d+$/;
/** An all-capital word: beside another, the ad is shouting ('INSTALL TECH'), not naming. */
export const CAPITAL_WORD = /^[A-Z][A-Z-]+$/;

export const isWord = (word: Word | undefined): word is Word =>
  word !== undefined && /[\p{L}\p{N}]/u.test(word.text);
export const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.text);
export const lineStartBefore = (text: string, at: number) => {
  const before = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  return /^[\s\p{P}\p{S}\d]*$/u.test(before) || /:\s*$/.test(before);
};
/** Where a duty starts: a line's start, or after a semicolon ('...paperwork; check import documents'). */
export const dutyStartBefore = (text: string, at: number) =>
  lineStartBefore(text, at) || /;\s*$/.test(text.slice(Math.max(0, at - 3), at));

/** Lines already judged, by where they start, for the text last read: many words ask about the same line. */
let shouted: { text: string; lines: Map<number, boolean> } = { text: '', lines: new Map() };

export function isShoutedLine(text: string, at: number): boolean {
  if (shouted.text !== text) shouted = { text, lines: new Map() };
  const from = text.lastIndexOf('\n', at - 1) + 1;
  const known = shouted.lines.get(from);
  if (known !== undefined) return known;
  const to = text.indexOf('\n', at);
  const line = text.slice(from, to < 0 ? text.length : to);
  const letters = line.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '');
  const answer = letters.length >= 6 && capitals.length >= 0.7 * letters.length;
  shouted.lines.set(from, answer);
  return answer;
}

/**
 * A word spelled as its owner spells a brand: a capital after a small letter inside one word ('ControlLogix',
 * 'CrowdStrike', 'ArcGIS', 'eMaint', 'nQuery'). No English word is written so, whatever its length or place.
 */
export const BRAND_WORD = /^(?=[\p{L}\d]*\p{Ll}\p{Lu})\p{L}[\p{L}\d]*$/u;
/** A code of capitals and figures joined by a hyphen: 'CELF-5', 'DS-160', 'S7-1500', 'H-1B', 'I-129'. */
const CODE_WORD = /^[A-Z][A-Z\d]*-\d+[A-Z]?$/;
/**
 * A name with figures after two letters or more: 'Survey123'. One letter and figures ('E9', 'Y14') is a clause or
 * a drawing standard's number more often than a product.
 */
const FIGURED_NAME = /^\p{Lu}\p{L}+\d+$/u;

/** Every name shape holds a capital after its first letter or a figure; most words of an ad have neither. */
const CAPITAL_OR_FIGURE_INSIDE = /^.+[A-Z\d]|^[a-z]{1,2}[A-Z]/;

export const looksLikeAcronym = (word: Word) =>
  CAPITAL_OR_FIGURE_INSIDE.test(word.text) &&
  (ACRONYM.test(word.text.replace(/s$/, '')) ||
    BRAND_WORD.test(word.text) ||
    CODE_WORD.test(word.text) ||
    FIGURED_NAME.test(word.text));

/** A gerund read as a noun keeps its form: 'Bates numbering' is not 'Bates number'. */
export const nounLemma = (w: Word) =>
  w.pos === 'VERB' && /ing$/.test(w.text) ? w.text.toLowerCase() : w.lemma;

export function phrase(text: string, all: readonly Word[], evidence: Evidence): AdCandidate {
  // 'CDISC standards', 'epidemiology studies', 'DeviceNet networks': a general head after a skill adds nothing
  // a recruiter searches for; the skill is the words before it.
  const head = all[all.length - 1] as Word;
  // Capitalised, it is a part of a name ('ArcGIS Utility Network').
  // One adjective is no skill alone: 'environmental studies' stays whole.
  const general =
    all.length > 1 &&
    GENERAL_HEADS.has(head.lemma) &&
    !isCapitalised(head) &&
    !(all.length === 2 && all[0]?.pos === 'ADJ');
  const words = general ? all.slice(0, -1) : all;
  const first = words[0] as Word;
  const last = words[words.length - 1] as Word;
  const lemmas = words.map(nounLemma);
  // A lone acronym or name is labelled as written whatever brought it ('SNFs' in a list is the 'SNF' it names).
  const named =
    evidence === 'acronym' || evidence === 'name' || (words.length === 1 && looksLikeAcronym(first));
  return {
    term: text.slice(first.start, last.end),
    label: named ? text.slice(first.start, last.end).replace(/(?<=[A-Z0-9])s$/, '') : lemmas.join(' '),
    lemmas,
    start: first.start,
    end: last.end,
    evidence,
  };
}
