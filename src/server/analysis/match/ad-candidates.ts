import { verbBase } from '../action-verbs';
import { THING_NOUNS } from '../data/thing-nouns';
import { readWords, type Word } from '../language/english';
import {
  ACTIVITY_HEAD,
  ACTIVITY_NOUNS,
  GENERAL_HEADS,
  NOT_CLASSIFYING_ADJECTIVES,
  NOT_SKILL_ACRONYMS,
  NOT_SKILL_NOUNS,
  ORGANISATION_HEADS,
  PLACE_NAMES,
  PLACE_NOUNS,
  SKILL_GOVERNORS,
  TIME_NAMES,
} from './ad-candidate-words';

/**
 * Skills an ad asks for that no list has heard of, found from the ad's language (issue 31 item 1, ADR 0083).
 * A phrase is a skill on evidence, never for being a noun:
 * - an acronym ('CEQA', 'FMLA', 'CM/ECF', 'SHRM-CP'),
 * - a product or proper name where a tool stands ('in Relativity', 'using Looker Studio', 'ArcGIS'),
 * - a compound naming an activity or a field ('usability testing', 'legal research', 'document reviews'),
 * - a noun phrase governed by 'experience with', 'knowledge of', 'proficiency in', 'certified in' ...,
 * - the members of a list in which one member is a skill on the evidence above ('hematology, clinical
 *   chemistry, microbiology and blood bank').
 * The text given is the ad's requirement text (boilerplate already blanked), so positions quote the ad.
 */
export type Evidence = 'acronym' | 'name' | 'compound' | 'governed' | 'list';

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
}

const ACRONYM = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z0-9&+]*$|^[A-Z]-\d+$/;
/** An all-capital word: beside another, the ad is shouting ('INSTALL TECH'), not naming. */
const CAPITAL_WORD = /^[A-Z][A-Z-]+$/;
const CAMEL_NAME = /^[A-Za-z]+[a-z][A-Z][A-Za-z]*$|^[a-z][A-Z][A-Za-z]+$/;
/** Words opening a requirement line that judge or date what follows: 'Active license', 'Current RDA license'. */
const JUDGING_OPENERS = new Set(
  'current valid strong solid excellent good advanced working large small complex new high low daily weekly monthly'.split(
    ' ',
  ),
);
/** Nouns of a credential: with a noun of trade or field before them they name one ('pharmacist license'). */
const CREDENTIAL_HEADS = new Set(['license', 'licence', 'licensure', 'certification']);
/** A single noun that names a field of knowledge is a skill by itself: 'hematology', 'radiography'. */
const FIELD_OF_KNOWLEDGE = /(?:ology|ography)$/;
/** A field of knowledge or an imaging procedure, a skill by itself wherever it stands: 'cartography', 'fluoroscopy'. */
const FIELD_OR_PROCEDURE = /(?:ology|ography|scopy)$/;
/** Words in -ology of every ad's language, no field: 'new technology', 'our methodology'. */
const GENERAL_OLOGY = new Set([
  'technology',
  'methodology',
  'terminology',
  'ideology',
  'apology',
  'chronology',
]);
/** Adjectives that classify rather than judge ('legal research', 'clinical chemistry', 'surgical assisting'). */
const RELATIONAL_ADJECTIVE = /(?:al|ic|ive|ary|ory)$/;
const PREPOSITIONS_BEFORE_TOOLS = new Set([
  'in',
  'with',
  'using',
  'use',
  'on',
  'into',
  'via',
  'through',
  'including',
  'like',
]);

const isWord = (word: Word | undefined): word is Word =>
  word !== undefined && /[\p{L}\p{N}]/u.test(word.text);
const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.text);
const lineStartBefore = (text: string, at: number) => {
  const before = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  return /^[\s\p{P}\p{S}\d]*$/u.test(before) || /:\s*$/.test(before);
};
/** Where a duty starts: a line's start, or after a semicolon ('...paperwork; check import documents'). */
const dutyStartBefore = (text: string, at: number) =>
  lineStartBefore(text, at) || /;\s*$/.test(text.slice(Math.max(0, at - 3), at));

/** Lines already judged, by where they start, for the text last read: many words ask about the same line. */
let shouted: { text: string; lines: Map<number, boolean> } = { text: '', lines: new Map() };

function isShoutedLine(text: string, at: number): boolean {
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
const BRAND_WORD = /^(?=[\p{L}\d]*\p{Ll}\p{Lu})\p{L}[\p{L}\d]*$/u;
/** A code of capitals and figures joined by a hyphen: 'CELF-5', 'DS-160', 'S7-1500', 'H-1B', 'I-129'. */
const CODE_WORD = /^[A-Z][A-Z\d]*-\d+[A-Z]?$/;
/** A name with figures in it: 'Survey123', 'Q400', 'S7'. */
const FIGURED_NAME = /^\p{Lu}\p{L}*\d+$/u;

const looksLikeAcronym = (word: Word) =>
  ACRONYM.test(word.text.replace(/s$/, '')) ||
  BRAND_WORD.test(word.text) ||
  CODE_WORD.test(word.text) ||
  FIGURED_NAME.test(word.text);

function isAcronym(word: Word): boolean {
  const bare = word.text.replace(/s$/, '');
  // A long word of capitals is shouting ('WAREHOUSE'); a long brand has small letters too ('BuildingConnected').
  const short = bare.length <= 8 || /\p{Ll}/u.test(bare);
  const code = bare.split('-')[0] as string;
  return looksLikeAcronym(word) && short && !NOT_SKILL_ACRONYMS.has(code.toUpperCase());
}

function isShouting(words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  if (!CAPITAL_WORD.test(word.text)) return false;
  const before = words[i - 1];
  const after = words[i + 1];
  return (
    (before !== undefined && CAPITAL_WORD.test(before.text) && word.start - before.end === 1) ||
    (after !== undefined && CAPITAL_WORD.test(after.text) && after.start - word.end === 1)
  );
}

function isActivityNoun(word: Word): boolean {
  const lemma = word.lemma;
  return (
    (word.pos === 'NOUN' || word.pos === 'PROPN') &&
    (ACTIVITY_HEAD.test(lemma) || ACTIVITY_NOUNS.has(lemma)) &&
    !NOT_SKILL_NOUNS.has(lemma)
  );
}

/** People a skill is done for: no skill alone, but they classify one ('patient counseling', 'customer onboarding'). */
const SERVED_PEOPLE = new Set(['patient', 'customer', 'client']);

function isModifier(word: Word, text: string): boolean {
  if (
    (NOT_SKILL_NOUNS.has(word.lemma) && !SERVED_PEOPLE.has(word.text.toLowerCase())) ||
    !/^[\p{L}-]+$/u.test(word.text)
  )
    return false;
  // Attached by a hyphen to the word before ('60-attorney', 'in-house'), it belongs to that word.
  if (/[-\u2010-\u2015]/.test(text.charAt(word.start - 1))) return false;
  if (word.pos === 'NOUN') return true;
  // A duty line starts with a verb ('Reviews site plans'); a singular capitalised noun there is a noun ('Trial preparation').
  if (
    word.pos === 'PROPN' &&
    lineStartBefore(text, word.start) &&
    !looksLikeAcronym(word) &&
    !/s$/.test(word.text) &&
    !NOT_CLASSIFYING_ADJECTIVES.has(word.lemma) &&
    !JUDGING_OPENERS.has(word.lemma)
  )
    return true;
  return (
    word.pos === 'ADJ' && RELATIONAL_ADJECTIVE.test(word.lemma) && !NOT_CLASSIFYING_ADJECTIVES.has(word.lemma)
  );
}

/** A gerund read as a noun keeps its form: 'Bates numbering' is not 'Bates number'. */
const nounLemma = (w: Word) => (w.pos === 'VERB' && /ing$/.test(w.text) ? w.text.toLowerCase() : w.lemma);

function phrase(text: string, all: readonly Word[], evidence: Evidence): AdCandidate {
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

/** Acronyms, with the ones written as one ('CM/ECF', 'SHRM-CP') kept together. */
function acronyms(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    if (!isAcronym(word) || isShoutedLine(text, word.start) || isShouting(words, i)) continue;
    const run = [word];
    while (true) {
      const joint = words[i + run.length];
      const next = words[i + run.length + 1];
      const last = run[run.length - 1] as Word;
      if (
        !joint ||
        !next ||
        !/^[-/]$/.test(joint.text) ||
        joint.start !== last.end ||
        next.start !== joint.end
      )
        break;
      if (!ACRONYM.test(next.text) && !/^\d+$/.test(next.text)) break;
      run.push(joint, next);
    }
    extendName(words, i, run, BRAND_WORD.test(word.text));
    i += run.length - 1;
    // 'CVT/LVT/RVT' is three credentials; 'CM/ECF' and 'SHRM-CP' are one name each.
    const parts = run.filter((w) => !/^[-/]$/.test(w.text));
    if (
      parts.length > 1 &&
      parts.every((w) => w.text.length >= 3 && isAcronym(w)) &&
      run.every((w) => w.text !== '-')
    )
      for (const part of parts) found.push(phrase(text, [part], 'acronym'));
    else found.push(phrase(text, run, 'acronym'));
  }
  return found;
}

/** Parts of a code of rules, written before their number: 'Part 121', 'Section 301', 'Title IX'. */
const DIVISIONS = new Set(['Part', 'Subpart', 'Section', 'Title', 'Chapter', 'Article']);
/** Codes cited after the number of their title: '19 CFR', '21 CFR Part 11', '8 USC'. */
const CITED_CODES = new Set(['CFR', 'USC']);

/**
 * A part of a code of rules by its number, mid-sentence ('in a Part 121 or Part 135 environment', 'Section 301
 * duties'), and a code cited with its title's number ('19 CFR'): what a regulated trade works under.
 */
function divisions(text: string, words: readonly Word[], taken: readonly AdCandidate[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 1; i < words.length - 1; i += 1) {
    const word = words[i] as Word;
    const next = words[i + 1] as Word;
    const previous = words[i - 1] as Word;
    if (taken.some((c) => c.start <= word.start && word.end <= c.end)) continue;
    if (
      DIVISIONS.has(word.text) &&
      next.start === word.end + 1 &&
      /^(?:\d+[A-Za-z]?|[IVX]+)$/.test(next.text) &&
      previous.sentence === word.sentence &&
      !lineStartBefore(text, word.start)
    )
      found.push(phrase(text, [word, next], 'acronym'));
    if (
      CITED_CODES.has(next.text) &&
      word.pos === 'NUM' &&
      /^\d+$/.test(word.text) &&
      next.start === word.end + 1
    )
      found.push(phrase(text, [word, next], 'acronym'));
  }
  return found;
}

/** Words that follow a figure as its unit: '10 years', '500 hours' count something; 'SLC 500' names a model. */
const UNIT_AFTER_FIGURE =
  /^(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|lbs?|pounds|miles|percent|%|\+)$/i;

/**
 * What a name goes on with, written right after it: a '+' ('CySA+'), a model or version number ('RSLogix 5000',
 * 'NFPA 70E', 'Studio 5000'), and after a brand its product's further capitalised words ('ArcGIS Pro', 'CrowdStrike
 * Falcon', 'CompTIA Security+'), up to another brand or acronym, which names a product of its own.
 */
function extendName(words: readonly Word[], at: number, run: Word[], isBrand: boolean): void {
  const adjacent = () => {
    while (true) {
      const next = words[at + run.length];
      const last = run[run.length - 1] as Word;
      if (!next || next.start !== last.end || !/^(?:\+|[\p{L}\d]+)$/u.test(next.text)) return;
      run.push(next);
    }
  };
  adjacent();
  let words_ = 0;
  while (words_ < 3) {
    const next = words[at + run.length];
    const last = run[run.length - 1] as Word;
    if (!next || next.sentence !== last.sentence || next.start !== last.end + 1) return;
    const figure = next.pos === 'NUM' && /^\d/.test(next.text);
    const after = words[at + run.length + 1];
    if (figure) {
      if (after && (UNIT_AFTER_FIGURE.test(after.text) || (after.start === next.end && after.text === '+')))
        return;
      run.push(next);
      adjacent();
      return;
    }
    // 'FAR Part 43', 'NIST SP 800-61': a code's part is part of its name.
    const figureAfter =
      after !== undefined && after.start === next.end + 1 && /^(?:\d|[IVX]+$)/.test(after.text);
    if (DIVISIONS.has(next.text) && figureAfter) {
      run.push(next, after);
      adjacent();
      return;
    }
    const product =
      isBrand &&
      isCapitalised(next) &&
      ['PROPN', 'X', 'NUM'].includes(next.pos) &&
      !looksLikeAcronym(next) &&
      !CAPITAL_WORD.test(next.text);
    if (!product) return;
    run.push(next);
    adjacent();
    words_ += 1;
  }
}

const QUALIFIERS = new Set(['prefer', 'preferred', 'require', 'required', 'only', 'ideal', 'ideally']);
const STATE_CODE = /^[A-Z]{2}$/;

/** 'in Oklahoma', 'Portland, OR', 'Tulsa, Oklahoma': a state or province by name, or a town before its state. */
function isPlace(text: string, words: readonly Word[], last: number, run: readonly Word[]): boolean {
  const name = text.slice((run[0] as Word).start, (run[run.length - 1] as Word).end).replace(/\s+/g, ' ');
  if (PLACE_NAMES.has(name)) return true;
  const comma = words[last + 1];
  const after = words[last + 2];
  if (comma?.text !== ',' || !after) return false;
  return STATE_CODE.test(after.text) || PLACE_NAMES.has(after.text);
}

/** A run of capitalised words where a tool stands: after 'in', 'with', 'using' ..., or written in CamelCase. */
function names(
  text: string,
  words: readonly Word[],
  context: CandidateContext,
  acronymEnds: ReadonlySet<number>,
): AdCandidate[] {
  const found: AdCandidate[] = [];
  const nameEnds = new Set(acronymEnds);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    if (!isCapitalised(word) || looksLikeAcronym(word) || word.pos !== 'PROPN') continue;
    if (isShoutedLine(text, word.start)) continue;
    const previous = words[i - 1];
    const run = [word];
    while (true) {
      const next = words[i + run.length];
      const last = run[run.length - 1] as Word;
      // 'Allen-Bradley', 'Kaplan-Meier': capitalised words joined by a hyphen are one name.
      const after = words[i + run.length + 1];
      if (
        next?.text === '-' &&
        next.start === last.end &&
        after?.start === next.end &&
        isCapitalised(after)
      ) {
        run.push(next, after);
        continue;
      }
      if (!next || !isCapitalised(next) || next.sentence !== word.sentence || looksLikeAcronym(next)) break;
      if (next.start - last.end > 1) break;
      run.push(next);
    }
    extendName(words, i, run, false);
    // 'Fear Free certified': a name someone is certified in is a credential wherever it stands, a line's start too.
    const certifiedIn = run.length > 1 && /^certifi(?:ed|cation)$/i.test(words[i + run.length]?.text ?? '');
    const sentenceStart = !previous || previous.sentence !== word.sentence;
    if (!certifiedIn && (lineStartBefore(text, word.start) || sentenceStart)) continue;
    i += run.length - 1;
    if (certifiedIn) {
      if (!run.some((w) => context.ignoredNames.has(w.text.toLowerCase())))
        found.push(phrase(text, run, 'name'));
      continue;
    }
    if (!previous) continue;
    if (run.some((w) => context.ignoredNames.has(w.text.toLowerCase()))) continue;
    if (isPlace(text, words, i, run)) continue;
    // A month or a body ('in August', 'the Hearing Aid Dispensers Board') is no tool where it stands.
    const last = run[run.length - 1] as Word;
    if (TIME_NAMES.has(last.text) || ORGANISATION_HEADS.has(last.text)) continue;
    const camel = run.some((w) => CAMEL_NAME.test(w.text));
    // 'the Pharmacist in Charge', 'Doctor of Pharmacy': a capitalised word before the preposition makes one name
    // of the three, a title rather than a tool after 'in'.
    const before = words[i - run.length - 1];
    const oneName =
      previous.lemma === 'in' &&
      before !== undefined &&
      isCapitalised(before) &&
      before.pos === 'PROPN' &&
      !lineStartBefore(text, before.start) &&
      before.end + 1 === previous.start;
    const beforeTool =
      !oneName &&
      PREPOSITIONS_BEFORE_TOOLS.has(previous.lemma) &&
      !PLACE_NOUNS.has(words[i - run.length - 1]?.lemma ?? '');
    // '(Universal preferred)' qualifies what stands before the parenthesis; it names no tool.
    const inParentheses = previous.text === '(' && !QUALIFIERS.has(words[i + 1]?.lemma ?? '');
    // 'in Splunk Enterprise Security and Microsoft Sentinel', 'CargoWise One or Descartes': joined to a name.
    // An aside between them is skipped: 'CargoWise One (preferred) or Descartes'.
    let jointAt = i - run.length - 1;
    if (words[jointAt]?.text === ')') while (jointAt > 0 && words[jointAt]?.text !== '(') jointAt -= 1;
    const joint = words[words[jointAt]?.text === '(' ? jointAt - 1 : jointAt];
    // A word before an acronym ('Exam FM') is a part of that name, not a name of its own.
    const following = words[i + 1];
    const coordinated =
      ['and', 'or', ',', '/'].includes(previous.text.toLowerCase()) &&
      joint !== undefined &&
      nameEnds.has(joint.end) &&
      !(
        following &&
        following.start === (run[run.length - 1] as Word).end + 1 &&
        looksLikeAcronym(following)
      );
    if (camel || beforeTool || inParentheses || coordinated) {
      found.push(phrase(text, run, 'name'));
      nameEnds.add((run[run.length - 1] as Word).end);
    }
  }
  return found;
}

/**
 * The second verb of a duty that opens with two ('Draft and proof discovery requests', 'Build and test
 * prototypes'): a base-form word after 'and', 'or' or a comma that follows the duty's opening verb.
 */
function isCoordinatedDutyVerb(text: string, words: readonly Word[], at: number): boolean {
  const joint = words[at - 1];
  const before = words[at - 2];
  if (!joint || !before || !['and', 'or', ','].includes(joint.text.toLowerCase())) return false;
  if (verbBase(before.text) !== before.text.toLowerCase() || !/^\p{L}+$/u.test(before.text)) return false;
  return dutyStartBefore(text, before.start) || isCoordinatedDutyVerb(text, words, at - 2);
}

/**
 * A word in a verb's place: a base-form verb opening a duty or a sentence, or after 'to', followed by its
 * object ('Audit freight invoices', '; troubleshoot instruments') or by 'and' / the sentence's end as the
 * tagger reads a verb ('Troubleshoot and repair.', 'to forecast, manage labor').
 */
function isVerbInPlace(text: string, words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  if (verbBase(word.text) !== word.text.toLowerCase() || looksLikeAcronym(word)) return false;
  const before = words[i - 1];
  const opens = dutyStartBefore(text, word.start) || !before || before.sentence !== word.sentence;
  const afterTo = before?.lemma === 'to';
  if (!opens && !afterTo) return false;
  const next = words[i + 1];
  const object =
    next !== undefined &&
    next.sentence === word.sentence &&
    ['DET', 'PRON', 'NOUN', 'PROPN', 'NUM'].includes(next.pos);
  // 'manage labor to budget' ends on a noun: alone after 'to', the word may be either.
  const alone = !next || next.sentence !== word.sentence || ['CCONJ', 'PUNCT'].includes(next.pos);
  return object || (opens && alone && word.pos === 'VERB');
}

/** 'usability testing', 'legal research', 'land use planning': up to two classifying words and an activity. */
function compounds(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const head = words[i] as Word;
    // 'Surgical assisting,': a gerund ending its phrase is a noun of activity the tagger read as a verb.
    const gerund =
      /ing$/.test(head.text) && isNounTaggedAsVerb(words, i) && !NOT_SKILL_NOUNS.has(head.text.toLowerCase());
    // In the plural, a noun whose first sense is a thing names things made or handled ('production drawings',
    // 'import documents', 'zoning regulations'), not an activity ('document reviews', 'public hearings').
    const plural = head.pos !== 'VERB' && head.text.toLowerCase() !== head.lemma && /s$/.test(head.text);
    if (plural && THING_NOUNS.has(head.lemma)) continue;
    const credential = CREDENTIAL_HEADS.has(head.lemma);
    if (!isActivityNoun(head) && !gerund && !credential) continue;
    let from = i;
    while (from > i - 3 && from > 0) {
      const before = words[from - 1] as Word;
      if (before.sentence !== head.sentence || !isModifier(before, text)) break;
      if ((words[from] as Word).start - before.end > 1) break;
      from -= 1;
    }
    // A duty opens with a verb the tagger may read as a noun: 'Review drawings', 'Use de-escalation', '...;
    // check import documents', 'to guide decisions', 'models that guide decisions'.
    const opening = words[from] as Word;
    const afterTo = ['to', 'that', 'which', 'who'].includes(words[from - 1]?.text.toLowerCase() ?? '');
    if (
      from < i &&
      (((dutyStartBefore(text, opening.start) || afterTo) &&
        verbBase(opening.text) === opening.text.toLowerCase()) ||
        isCoordinatedDutyVerb(text, words, from))
    )
      from += 1;
    // 'e-discovery', 'de-escalation', 'cross-training': a prefix joined by a hyphen makes one word a compound.
    const prefixed = /^[a-z]{1,5}-\p{Ll}{4,}$/iu.test(head.text) && head.pos === 'NOUN';
    // 'fluoroscopy', 'cartography', 'topology': a field of knowledge or a procedure is a skill by itself.
    const field =
      FIELD_OR_PROCEDURE.test(head.lemma) &&
      !GENERAL_OLOGY.has(head.lemma) &&
      head.pos === 'NOUN' &&
      !/\p{Lu}/u.test(head.text);
    if (from === i && !prefixed && !field) continue;
    // A licence names its trade or field by a noun ('pharmacist license', 'teaching license'); 'active license' and
    // 'CPR certification' (the acronym is the skill) do not.
    if (credential && !words.slice(from, i).some((w) => w.pos === 'NOUN' && !looksLikeAcronym(w))) continue;
    // 'drug utilization review': the compound goes on to a further activity, which is its head.
    const next = words[i + 1];
    if (next && next.start - head.end === 1 && next.sentence === head.sentence && isActivityNoun(next))
      continue;
    found.push(phrase(text, words.slice(from, i + 1), 'compound'));
  }
  return found;
}

/**
 * The tagger reads some plural nouns and gerunds after a noun as verbs ('privilege logs', 'Bates numbering'): a
 * verb in -s or -ing that takes no object (the phrase ends after it) is the noun phrase's head.
 */
function isNounTaggedAsVerb(words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  const next = words[i + 1];
  const ends = !next || next.sentence !== word.sentence || ['PUNCT', 'CCONJ', 'SYM'].includes(next.pos);
  return word.pos === 'VERB' && /(?:s|ing)$/.test(word.text) && ends;
}

/** A short noun phrase from `at`: classifying words and nouns, up to four; the index after it. */
function nounPhraseAt(text: string, words: readonly Word[], at: number): { words: Word[]; next: number } {
  const taken: Word[] = [];
  let i = at;
  // Judging adjectives before a phrase are not part of the skill ('strong Excel', 'solid understanding').
  while (words[i]?.pos === 'ADJ' && !RELATIONAL_ADJECTIVE.test((words[i] as Word).lemma)) i += 1;
  while (i < words.length && taken.length < 4) {
    const word = words[i] as Word;
    // A phrase ends with its sentence or line: the next line's heading is not part of it.
    if (taken.length > 0 && word.sentence !== (taken[0] as Word).sentence) break;
    const joined = taken.length > 0 && /^[-/]$/.test(word.text) && words[i + 1]?.start === word.end;
    if (joined) {
      taken.push(word, words[i + 1] as Word);
      i += 2;
      continue;
    }
    // A participle the tagger took for a noun ('..., orchestrated with Airflow') ends a phrase.
    const isParticiple = /^[a-z]{4,}[^e]ed$/.test(word.text);
    const noun =
      (['NOUN', 'PROPN', 'X'].includes(word.pos) && !isParticiple) ||
      (word.pos === 'ADJ' && isModifier(word, text));
    if (!noun && !(taken.length > 0 && isNounTaggedAsVerb(words, i))) break;
    if (!isWord(word)) break;
    taken.push(word);
    i += 1;
  }
  return { words: taken, next: i };
}

/** The members of a coordinated list starting at `at`: 'A, B and C', 'A or B'. */
function listAt(text: string, words: readonly Word[], at: number): Word[][] {
  const members: Word[][] = [];
  let i = at;
  while (i < words.length) {
    const { words: member, next } = nounPhraseAt(text, words, i);
    if (member.length === 0) break;
    members.push(member);
    const joint = words[next];
    if (!joint || joint.sentence !== (member[0] as Word).sentence) break;
    if (joint.text === ',' || joint.text === '/') {
      i = next + 1;
      if (['and', 'or'].includes(words[i]?.lemma ?? '')) i += 1;
    } else if (['and', 'or'].includes(joint.lemma)) i = next + 1;
    else break;
  }
  return members;
}

/**
 * A list member or governed phrase that can stand as a skill. One lower-case word ('panels', 'coordination',
 * 'interviews') is a common noun, not a skill on the ad's evidence, unless it names a field of knowledge.
 */
const usable = (member: readonly Word[]) => {
  const last = member[member.length - 1];
  if (!last || NOT_SKILL_NOUNS.has(nounLemma(last))) return false;
  const only = member.length === 1 ? last : undefined;
  return !only || /\p{Lu}/u.test(only.text) || FIELD_OF_KNOWLEDGE.test(only.lemma);
};

/** Noun phrases after 'experience with', 'knowledge of', 'proficiency in', 'certified in' ... */
function governed(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length - 2; i += 1) {
    const governor = words[i] as Word;
    const preposition = words[i + 1] as Word;
    if (!SKILL_GOVERNORS.has(governor.lemma) || !['with', 'in', 'of', 'using'].includes(preposition.lemma))
      continue;
    let at = i + 2;
    while (['DET', 'PRON'].includes(words[at]?.pos ?? '')) at += 1;
    for (const member of listAt(text, words, at)) {
      if (usable(member)) found.push(phrase(text, member, 'governed'));
    }
  }
  return found;
}

/** Verbs whose object is an activity done as a skill: 'conduct investigations', 'administer immunizations'. */
const ACTIVITY_VERBS = new Set(['perform', 'conduct', 'administer']);

/**
 * A single activity noun as the object of 'perform', 'conduct' or 'administer' ('conduct investigations',
 * 'Perform calibration'): the verb says it is work done with skill, though one common noun is no skill elsewhere.
 */
function performed(words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length - 1; i += 1) {
    const verb = words[i] as Word;
    if (!ACTIVITY_VERBS.has(verb.lemma) && !ACTIVITY_VERBS.has(verbBase(verb.text) ?? '')) continue;
    const object = words[i + 1] as Word;
    const after = words[i + 2];
    const ends =
      !after || after.sentence !== object.sentence || ['PUNCT', 'CCONJ', 'ADP'].includes(after.pos);
    const plural = object.text.toLowerCase() !== object.lemma;
    if (!ends || !isActivityNoun(object) || (plural && THING_NOUNS.has(object.lemma))) continue;
    if (object.sentence !== verb.sentence || /\p{Lu}/u.test(object.text)) continue;
    found.push({
      term: object.text,
      label: object.lemma,
      lemmas: [object.lemma],
      start: object.start,
      end: object.end,
      evidence: 'compound',
    });
  }
  return found;
}

/** Every list in which one member is already a skill brings its other members. */
function listsAround(text: string, words: readonly Word[], known: readonly AdCandidate[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  const isKnown = (member: readonly Word[]) =>
    known.some(
      (c) => c.start <= (member[0] as Word).start && c.end >= (member[member.length - 1] as Word).end,
    ) ||
    // A field of knowledge ('hematology', 'microbiology') is a skill by itself; other single nouns are not.
    (member.length === 1 && FIELD_OF_KNOWLEDGE.test((member[0] as Word).lemma));
  for (let i = 0; i < words.length; i += 1) {
    const previous = words[i - 1];
    // A list starts after a word that is not part of a noun phrase.
    if (previous && (['NOUN', 'PROPN', 'ADJ', 'X'].includes(previous.pos) || previous.text === ',')) continue;
    const members = listAt(text, words, i);
    if (members.length < 3 || !members.some(isKnown)) continue;
    for (const member of members) if (usable(member)) found.push(phrase(text, member, 'list'));
    i += members.reduce((sum, m) => sum + m.length, 0);
  }
  return found;
}

function outsideParentheses(list: readonly Word[]): Word[] {
  let depth = 0;
  return list.filter((w) => {
    if (w.text === '(') depth += 1;
    else if (w.text === ')') depth = Math.max(0, depth - 1);
    return depth === 0 && w.text !== ')';
  });
}

/**
 * Sentences about the employer rather than the job: 'we' without 'you' ('We are a tech-first insurer offering
 * ...'), or a name introduced by 'is a' ('Ridgeline is a union contractor working on schools, hospitals ...').
 * What the company sells or serves is not what the job asks for.
 */
function employerSentences(
  words: readonly Word[],
  employerWords: ReadonlySet<string>,
): { about: Set<number>; describing: Set<number> } {
  const bySentence = new Map<number, Word[]>();
  for (const word of words) {
    const list = bySentence.get(word.sentence);
    if (list) list.push(word);
    else bySentence.set(word.sentence, [word]);
  }
  const about = new Set<number>();
  const describing = new Set<number>();
  for (const [sentence, list] of bySentence) {
    const lower = list.map((w) => w.text.toLowerCase());
    const addressesReader = lower.some((w) => w === 'you' || w === 'your' || w === "you'll");
    // '(we pay!)' beside a requirement is an aside: the sentence is still about the job.
    // 'our' inside a duty ('work orders in our CMMS') is the job's; 'Our plant runs ...' is the employer's.
    const speaksAsEmployer = outsideParentheses(list).some(
      (w, k) =>
        w.pos === 'PRON' && (/^(we|us|ours|we're|we've)$/i.test(w.text) || (k < 2 && /^our$/i.test(w.text))),
    );
    const introduces = list
      .slice(1, 8)
      .some(
        (w, k) =>
          ['is', 'are'].includes(w.lemma === 'be' ? w.text : '') &&
          ['a', 'an'].includes(list[k + 2]?.text ?? ''),
      );
    // 'For 70 years Coldwater has built pumps for municipal water, food processing ...': the employer by name.
    const namesEmployer = list.some(
      (w) => /^\p{Lu}/u.test(w.text) && employerWords.has(w.text.toLowerCase()),
    );
    if (!addressesReader && (speaksAsEmployer || introduces || namesEmployer)) about.add(sentence);
    // A duty says 'our patients' and 'our HRIS' too; only 'we' as the subject, or the employer introduced by
    // name, is the company describing itself.
    // 'We are seeking a Project Manager to lead ...' is about the job; '(we use Gusto)' inside a duty is not the
    // sentence's subject.
    const weDo =
      list.slice(0, 3).some((w) => /^(we|we're|we've)$/i.test(w.text)) &&
      !list.some((w) => /^(seek|look|hire|need|want|search)$/.test(w.lemma));
    if (!addressesReader && (weDo || introduces || namesEmployer)) describing.add(sentence);
  }
  return { about, describing };
}

export interface AdReading {
  candidates: AdCandidate[];
  /**
   * Whether the one word at this position is a verb the ad tells the worker to do ('Audit freight invoices',
   * '; troubleshoot instruments', 'to forecast'), not a skill it names, though a list may know the word.
   */
  isDutyVerb: (at: number) => boolean;
  /**
   * Whether the one word at this position describes the noun after it ('our hydraulic lab') rather than naming a
   * skill ('hydraulics').
   */
  describesNoun: (at: number, text: string) => boolean;
  /**
   * Whether the ad's character at this position is in a sentence where the employer describes itself ('we' as
   * the subject, or its name introduced), not in a duty that mentions 'our patients'.
   */
  aboutEmployer: (at: number) => boolean;
}

/** The ad read once: its skill candidates, and where it speaks of the employer (for vocabulary hits too). */
export function readAd(text: string, context: CandidateContext): AdReading {
  const words = readWords(text);
  const { about: employer, describing } = employerSentences(words, context.employerWords ?? new Set());
  const sentenceOf = new Map(words.map((w) => [w.start, w.sentence]));
  const coded = acronyms(text, words);
  const named = [...coded, ...divisions(text, words, coded)];
  const evidenced = [
    ...named,
    ...names(text, words, context, new Set(named.map((c) => c.end))),
    ...compounds(text, words),
    ...performed(words),
  ];
  const all = [...evidenced, ...governed(text, words), ...listsAround(text, words, evidenced)];
  const candidates = all.filter(
    (c) =>
      !isShoutedLine(text, c.start) &&
      (c.term.length > 1 || (c.evidence === 'name' && /^[A-Z]$/.test(c.term))) &&
      (c.evidence === 'governed' || !employer.has(sentenceOf.get(c.start) ?? -1)),
  );
  // Hits start where words start: one lookup by position instead of a scan of the words per hit.
  const describingStarts = new Set(words.filter((w) => describing.has(w.sentence)).map((w) => w.start));
  const aboutEmployer = (at: number) => describingStarts.has(at);
  const indexAt = new Map(words.map((w, i) => [w.start, i]));
  const isDutyVerb = (at: number) => {
    const i = indexAt.get(at);
    return i !== undefined && isVerbInPlace(text, words, i);
  };
  const describesNoun = (at: number, written: string) => {
    const i = indexAt.get(at);
    const word = i === undefined ? undefined : words[i];
    if (!word || i === undefined) return false;
    const next = words[i + 1];
    return (
      written === word.text &&
      word.pos === 'ADJ' &&
      next?.pos === 'NOUN' &&
      next.sentence === word.sentence &&
      next.start === word.end + 1
    );
  };
  return { candidates, aboutEmployer, isDutyVerb, describesNoun };
}

export function adCandidates(text: string, context: CandidateContext): AdCandidate[] {
  return readAd(text, context).candidates;
}
