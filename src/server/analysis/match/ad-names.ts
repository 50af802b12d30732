import { verbBase } from '../action-verbs';
import type { Word } from '../language/english';
import {
  NOT_SKILL_ACRONYMS,
  ORGANISATION_HEADS,
  PLACE_NAMES,
  PLACE_NOUNS,
  TIME_NAMES,
} from './ad-candidate-words';
import {
  ACRONYM,
  type AdCandidate,
  BRAND_WORD,
  CAPITAL_WORD,
  type CandidateContext,
  dutyStartBefore,
  isCapitalised,
  isShoutedLine,
  lineStartBefore,
  looksLikeAcronym,
  phrase,
} from './ad-phrase';

/**
 * Names in an ad (issue 31 item 1, ADR 0083 and 0101): acronyms and brands as their owners write them ('CM/ECF',
 * 'ControlLogix', 'CELF-5', 'NFPA 70E', 'ArcGIS Pro'), parts of a code of rules ('Part 121', '19 CFR'), and
 * capitalised names where a tool stands ('in Relativity', 'Splunk and Microsoft Sentinel').
 */
const CAMEL_NAME = /^[A-Za-z]+[a-z][A-Z][A-Za-z]*$|^[a-z][A-Z][A-Za-z]+$/;

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

function isAcronym(word: Word): boolean {
  if (!looksLikeAcronym(word)) return false;
  const bare = word.text.replace(/s$/, '');
  // A long word of capitals is shouting ('WAREHOUSE'); a long brand has small letters too ('BuildingConnected').
  const short = bare.length <= 8 || /\p{Ll}/u.test(bare);
  const code = bare.split('-')[0] as string;
  return short && !NOT_SKILL_ACRONYMS.has(code.toUpperCase());
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

/** 'E/M', 'A/R', 'P&L': single capitals joined by a slash or an ampersand, written as one word, are one code. */
function isCapitalsCode(text: string, words: readonly Word[], i: number): boolean {
  const [first, joint, second] = [words[i], words[i + 1], words[i + 2]];
  return (
    first !== undefined &&
    joint !== undefined &&
    second !== undefined &&
    /^[A-Z]$/.test(first.text) &&
    /^[/&]$/.test(joint.text) &&
    /^[A-Z]$/.test(second.text) &&
    joint.start === first.end &&
    second.start === joint.end &&
    !/[\p{L}\d]/u.test(text.charAt(second.end)) &&
    !isShoutedLine(text, first.start)
  );
}

/**
 * 'G-code', 'C-arm', 'A-checks', '10-K': one capital joined by a hyphen to a word, or a number to one capital,
 * written as one word, is a code; the reader splits it in three.
 */
function isLetterCode(text: string, words: readonly Word[], i: number): boolean {
  const [first, joint, second] = [words[i], words[i + 1], words[i + 2]];
  if (!first || !joint || !second || joint.text !== '-') return false;
  if (joint.start !== first.end || second.start !== joint.end) return false;
  if (/[\p{L}\d]/u.test(text.charAt(second.end)) || /[\p{L}\d-]/u.test(text.charAt(first.start - 1)))
    return false;
  const letterWord = /^[A-Z]$/.test(first.text) && /^\p{Ll}{2,}$/u.test(second.text);
  const numberLetter = /^\d+$/.test(first.text) && /^[A-Z]$/.test(second.text);
  return (letterWord && !dutyStartBefore(text, first.start)) || numberLetter;
}

/** Acronyms, with the ones written as one ('CM/ECF', 'SHRM-CP') kept together. */
export function acronyms(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    if (isLetterCode(text, words, i)) {
      found.push(phrase(text, words.slice(i, i + 3), 'acronym'));
      i += 2;
      continue;
    }
    if (isCapitalsCode(text, words, i)) {
      found.push(phrase(text, words.slice(i, i + 3), 'acronym'));
      i += 2;
      continue;
    }
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
    // After 'using', 'in', 'with' ... an acronym opens a product's name like a brand does: 'using TIA Portal'.
    const toolPlace = PREPOSITIONS_BEFORE_TOOLS.has(words[i - 1]?.lemma ?? '');
    extendName(words, i, run, BRAND_WORD.test(word.text) || toolPlace);
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
export function divisions(
  text: string,
  words: readonly Word[],
  taken: readonly AdCandidate[],
): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 1; i < words.length - 1; i += 1) {
    const word = words[i] as Word;
    const next = words[i + 1] as Word;
    const previous = words[i - 1] as Word;
    if (!DIVISIONS.has(word.text) && !CITED_CODES.has(next.text)) continue;
    if (taken.some((c) => c.start <= word.start && word.end <= c.end)) continue;
    if (
      DIVISIONS.has(word.text) &&
      next.start === word.end + 1 &&
      // 'Part 121', 'Title IV', 'Medicare Part B', 'Section GG': a number, a roman one or a code of capitals.
      /^(?:\d+[A-Za-z]?|[IVX]+|[A-Z]{1,3})$/.test(next.text) &&
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
    // A version with a point ('WCAG 2.2', 'Python 3.11') is not part of the name; a model number is.
    const figure = next.pos === 'NUM' && /^\d+(?:-\d+)?[A-Za-z]?$/.test(next.text);
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
      next.text.length > 1 &&
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

/** A verb in its base form ('follow', 'Use'), not a participle read as one ('Required'). */
const isBaseVerb = (word: Word) => word.pos === 'VERB' && verbBase(word.text) === word.text.toLowerCase();

/** A run of capitalised words where a tool stands: after 'in', 'with', 'using' ..., or written in CamelCase. */
export function names(
  text: string,
  words: readonly Word[],
  context: CandidateContext,
  acronymEnds: ReadonlySet<number>,
): AdCandidate[] {
  const found: AdCandidate[] = [];
  const nameEnds = new Set(acronymEnds);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    // A capitalised word the tagger reads as a verb mid-sentence ('in Articulate Storyline') is a name: a verb is
    // capitalised only where a sentence or a line starts, which the place tests below leave out.
    // A participle ('Required', 'Licensed') is no name.
    const named = word.pos === 'PROPN' || (word.pos === 'VERB' && !/(?:ed|ing)$/.test(word.text));
    if (!isCapitalised(word) || looksLikeAcronym(word) || !named) continue;
    if (isShoutedLine(text, word.start)) continue;
    // 'on E/M': the code is taken whole (acronyms), its letters are no names.
    if (isLetterCode(text, words, i)) {
      found.push(phrase(text, words.slice(i, i + 3), 'acronym'));
      i += 2;
      continue;
    }
    if (isCapitalsCode(text, words, i)) {
      i += 2;
      continue;
    }
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
    // 'Esri ArcGIS', 'Allen-Bradley ControlLogix': a name written right before a brand is its maker's, wherever.
    const afterRun = words[i + run.length];
    const maker =
      afterRun !== undefined &&
      afterRun.start === (run[run.length - 1] as Word).end + 1 &&
      BRAND_WORD.test(afterRun.text) &&
      // 'Use CrowdStrike Falcon': a duty's verb, not a maker.
      verbBase(word.text) !== word.text.toLowerCase();
    const sentenceStart = !previous || previous.sentence !== word.sentence;
    if (!certifiedIn && !maker && (lineStartBefore(text, word.start) || sentenceStart)) continue;
    i += run.length - 1;
    if (certifiedIn || (maker && !previous)) {
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
    // 'M codes', 'B cells': one capital before a lower-case noun names a kind of that noun, not a product.
    const afterLetter = words[i + 1];
    if (
      run.length === 1 &&
      /^[A-Z]$/.test(word.text) &&
      afterLetter?.pos === 'NOUN' &&
      afterLetter.start === word.end + 1 &&
      /^\p{Ll}/u.test(afterLetter.text)
    )
      continue;
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
    // 'using the Highway Capacity Manual': the article between the preposition and the name.
    const theAfter =
      run.length > 1 &&
      previous.text === 'the' &&
      PREPOSITIONS_BEFORE_TOOLS.has(words[i - run.length - 1]?.lemma ?? '');
    const beforeTool =
      !oneName &&
      (PREPOSITIONS_BEFORE_TOOLS.has(previous.lemma) || theAfter) &&
      !PLACE_NOUNS.has(words[i - run.length - (theAfter ? 2 : 1)]?.lemma ?? '');
    // '(Universal preferred)' qualifies what stands before the parenthesis; it names no tool.
    const inParentheses = previous.text === '(' && !QUALIFIERS.has(words[i + 1]?.lemma ?? '');
    // 'in Splunk Enterprise Security and Microsoft Sentinel', 'CargoWise One or Descartes': joined to a name.
    // An aside between them is skipped: 'CargoWise One (preferred) or Descartes'.
    // 'Climate FieldView and the John Deere Operations Center': an article after the conjunction.
    const article = previous.text === 'the' ? 1 : 0;
    const conjunction = words[i - run.length - article];
    let jointAt = i - run.length - 1 - article;
    if (words[jointAt]?.text === ')') while (jointAt > 0 && words[jointAt]?.text !== '(') jointAt -= 1;
    const joint = words[words[jointAt]?.text === '(' ? jointAt - 1 : jointAt];
    // A word before an acronym ('Exam FM') is a part of that name, not a name of its own.
    const following = words[i + 1];
    const coordinated =
      ['and', 'or', ',', '/'].includes(conjunction?.text.toLowerCase() ?? '') &&
      joint !== undefined &&
      nameEnds.has(joint.end) &&
      !(
        following &&
        following.start === (run[run.length - 1] as Word).end + 1 &&
        looksLikeAcronym(following)
      );
    // 'Docketwise or LawLogix': joined to a brand that follows.
    const brandAfter = words[i + 2];
    const beforeBrand =
      ['and', 'or'].includes(following?.text.toLowerCase() ?? '') &&
      brandAfter !== undefined &&
      brandAfter.sentence === word.sentence &&
      BRAND_WORD.test(brandAfter.text);
    // 'a Hobart mixer', 'the Pareto method', 'follow Stark rules': a name between an article or a duty's verb and a
    // common noun is the maker, the method or the law of the thing named.
    const nounAfter = words[i + 1];
    const classifies =
      (['a', 'an', 'the'].includes(previous.text.toLowerCase()) || isBaseVerb(previous)) &&
      nounAfter !== undefined &&
      nounAfter.sentence === word.sentence &&
      nounAfter.start === last.end + 1 &&
      nounAfter.pos === 'NOUN' &&
      /^\p{Ll}/u.test(nounAfter.text) &&
      // 'the Southeast region', 'a U.S. person': a place, or a country written with points.
      !PLACE_NOUNS.has(nounAfter.lemma) &&
      !run.some((w) => w.text.includes('.'));
    if (camel || beforeTool || inParentheses || coordinated || beforeBrand || maker || classifies) {
      found.push(phrase(text, run, 'name'));
      nameEnds.add((run[run.length - 1] as Word).end);
    }
  }
  return found;
}
