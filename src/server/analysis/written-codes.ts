import { ENGLISH_CODAS, ENGLISH_ONSETS, SHORT_WORDS } from './data/short-words';
import { readWords } from './language/english';

/**
 * Names known by their shape rather than by a list (ADR 0102): model numbers and grade ranges ('pa-28s',
 * 'k-5', 'h-1b'), and short tokens that are no English word (WordNet) and so can only be an acronym where a name
 * stands ('in seis', 'bluebeam and ost'). Which places count is clean-words.ts's call; this file only says
 * what a token is.
 */

let words: Set<string> | undefined;

const shortWords = () => {
  words ??= new Set(SHORT_WORDS.split(' '));
  return words;
};

/** WordNet's detachment rules for the endings a short word takes ('codes', 'coded', 'tries'). */
const ENDINGS: readonly [string, string][] = [
  ['s', ''],
  ['es', ''],
  ['es', 'e'],
  ['ies', 'y'],
  ['ed', ''],
  ['ed', 'e'],
  ['ing', ''],
  ['ing', 'e'],
  ['er', ''],
  ['er', 'e'],
];

/**
 * Whether a lower-case token of three to five letters is no English word: WordNet holds it in no case and no
 * part of speech, nor the word it is an inflection of ('ost', 'aac', 'seis' are none; 'dec', 'wrote', 'media'
 * are). Longer tokens are not judged: the table holds short words only.
 */
export function isUnknownShortWord(key: string): boolean {
  if (!/^[a-z]{3,5}$/.test(key)) return false;
  const known = shortWords();
  if (known.has(key) || isSwappedFunctionWord(key)) return false;
  const detached = ENDINGS.some(
    ([ending, base]) =>
      key.endsWith(ending) &&
      key.length > ending.length + 1 &&
      known.has(key.slice(0, -ending.length) + base),
  );
  if (detached) return false;
  // Irregular forms ('wrote', 'grew', 'media'): the English model's lemma, as WordNet ships no exception lists.
  const lemma = readWords(key)[0]?.lemma;
  return lemma === undefined || lemma === key;
}

let onsets: Set<string> | undefined;

/**
 * Whether a token opens with a consonant cluster no English word opens with ('cva', 'tbi', 'ncci', 'lqa'): it
 * cannot be read aloud as a word, so it is spelt out, an acronym. A token with no vowel ('rpts', 'bldg') is a
 * contraction as often as an acronym and is not judged here.
 */
export function opensAsNoWord(key: string): boolean {
  const onset = /^[^aeiouy]*/.exec(key)?.[0] ?? '';
  if (!onset || onset === key) return false;
  onsets ??= new Set(ENGLISH_ONSETS.split(' '));
  return !onsets.has(onset);
}

let codas: Set<string> | undefined;

/**
 * Whether a token closes with three consonants or more that no English word closes with ('lihtc'). Shorter
 * clusters and a closing 's' are left: clipped words and their plurals close so ('govt', 'avg', 'apps', 'deepl'
 * is a name, not initials), and the writer's tables, asked first, know only the common ones.
 */
export function closesAsNoWord(key: string): boolean {
  const coda = /[^aeiouy]*$/.exec(key)?.[0] ?? '';
  if (coda.length < 3 || coda === key || coda.endsWith('s')) return false;
  codas ??= new Set(ENGLISH_CODAS.split(' '));
  return !codas.has(coda);
}

/** Words a quick typist swaps two letters of ('teh', 'wiht', 'adn'): a typo, never an acronym. */
const FUNCTION_WORDS = new Set(
  'the and with that this from for have what when they them then than your into onto were was are our'.split(
    ' ',
  ),
);

function isSwappedFunctionWord(key: string): boolean {
  for (let i = 0; i + 1 < key.length; i++) {
    const swapped = key.slice(0, i) + key.charAt(i + 1) + key.charAt(i) + key.slice(i + 2);
    if (FUNCTION_WORDS.has(swapped)) return true;
  }
  return false;
}

/**
 * Letters written before a figure that are words or prefixes, not a model's letters: 'mid-2019', 'pre-2008',
 * 'top-10', 'co-2'. Three-letter prefixes must also be no English word ('crj-200' is a model, 'age-65' is not).
 */
const PREFIX_WORDS =
  /^(pre|non|mid|top|sub|pro|ex|re|co|un|in|on|at|to|by|up|no|so|do|go|of|or|an|as|is|it|us|be|me|my|we|he)$/;

/**
 * A model number, grade range or form written in lower case: 'pa-28s' -> 'PA-28s', 'k-5' -> 'K-5', 'h-1b' ->
 * 'H-1B', 'c-130' -> 'C-130'. Letters before the hyphen, a figure after it, at most two letters after that; a
 * closing 's' is the plural ('172s', 'PA-28s'). Null for anything else, and for 'mid-2019' and the like.
 */
export function writtenCode(word: string): string | null {
  const m = /^([a-z]{1,3})-(\d{1,4})([a-z]{0,2})$/.exec(word);
  if (!m) return null;
  const [, letters = '', figure = '', tail = ''] = m;
  if (PREFIX_WORDS.test(letters) || (letters.length === 3 && !isUnknownShortWord(letters))) return null;
  const plural = tail.endsWith('s');
  const suffix = plural ? `${tail.slice(0, -1).toUpperCase()}s` : tail.toUpperCase();
  return `${letters.toUpperCase()}-${figure}${suffix}`;
}

/**
 * Initials joined by '&' or '/' ('ps&e' -> 'PS&E', 'r&d', 'e/m' -> 'E/M', 'a/p'): no English word is written so,
 * they are spelt out. One or two letters a side with '&'; one a side with '/', as two-letter sides are often units
 * ('mg/dl', 'km/h'). The shorthand tables have already read 'w/o' and 'b/c'.
 */
export function writtenInitials(word: string): string | null {
  return /^[a-z]{1,2}(?:&[a-z]{1,2})+$/.test(word) || /^[a-z](?:\/[a-z])+$/.test(word)
    ? word.toUpperCase()
    : null;
}
