import occupationData from './data/occupations.json' with { type: 'json' };
import { allowedTypos, editDistance, words } from './text-tools';

/**
 * The curated occupations (data/occupations.json, versioned) and a small search index over their titles and
 * aliases: titles are normalised, abbreviations expanded ('sr' -> senior, 'dev' -> developer), typos corrected
 * against the known vocabulary, then scored by overlap weighted with how rare each word is, so 'marketing'
 * counts for more than 'manager'.
 */

export interface Occupation {
  id: string;
  title: string;
  field: string;
  aliases: string[];
  hard: string[];
  soft: string[];
}

export const OCCUPATIONS_VERSION: string = occupationData.version;
export const OCCUPATIONS: readonly Occupation[] = occupationData.occupations;

const ABBREVIATIONS: Record<string, string> = occupationData.abbreviations;
const SENIORITY = new Set(occupationData.seniorityWords);
const STOP_WORDS = new Set(['of', 'and', 'the', 'to', 'for', 'in', 'at', 'a', 'an', 'with', 'on', 'my']);

/** Normalised words with abbreviations expanded ('Sr. Frontend Dev' -> senior front end developer). */
export function expandTitle(title: string): string[] {
  const out: string[] = [];
  for (const word of words(title.replace(/\b(front|back)-(end)\b/gi, '$1 $2'))) {
    const expansion = ABBREVIATIONS[word];
    if (expansion === undefined) out.push(word);
    else if (expansion) out.push(...expansion.split(' '));
  }
  return out.filter((w) => !STOP_WORDS.has(w));
}

interface Variant {
  occupation: number;
  tokens: Set<string>;
  weight: number;
}

const documentFrequency = new Map<string, number>();
const variantTokens: { occupation: number; tokens: Set<string> }[] = [];
OCCUPATIONS.forEach((occupation, index) => {
  const seen = new Set<string>();
  for (const name of [occupation.title, ...occupation.aliases]) {
    const tokens = new Set(expandTitle(name));
    variantTokens.push({ occupation: index, tokens });
    for (const token of tokens) seen.add(token);
  }
  for (const token of seen) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
});
const VOCABULARY = [...documentFrequency.keys()];

function idf(token: string): number {
  return Math.log(1 + OCCUPATIONS.length / (documentFrequency.get(token) ?? OCCUPATIONS.length));
}

/**
 * What a word no occupation knows weighs in a title: as much as the rarest known word. 'Rear Admiral Engineer'
 * is mostly words we cannot place, so sharing 'engineer' with Software Engineer is a weak match, not a strong one.
 */
const UNKNOWN_WORD_WEIGHT = Math.log(1 + OCCUPATIONS.length);
/** Shorter words are not typo-corrected: 'rear' is a word of its own, not a misspelt 'real'. */
const MIN_CORRECTABLE_LENGTH = 5;

const variants: Variant[] = variantTokens.map((v) => ({
  ...v,
  weight: [...v.tokens].reduce((sum, token) => sum + idf(token), 0),
}));
/** Which variants hold each word, so a title is compared only with variants it shares a word with. */
const POSTINGS = new Map<string, number[]>();
variants.forEach((variant, index) => {
  for (const token of variant.tokens) POSTINGS.set(token, [...(POSTINGS.get(token) ?? []), index]);
});

/**
 * A typed word as the vocabulary word it most likely means, and how much a match on it is worth: a typo is
 * evidence, but weaker the further it is from what it is taken for ('Zookeeper' is two edits from
 * 'bookkeeper', and means something else).
 */
interface Correction {
  word: string;
  credit: number;
}
const TYPO_CREDIT = [1, 0.8, 0.5];

/** Corrections already worked out; titles repeat a lot, and the typo search is the costly part. */
const corrections = new Map<string, Correction | undefined>();
const MAX_CACHED_CORRECTIONS = 10_000;

/** The vocabulary word a typed word most likely means: itself, its singular, or the nearest within the typo budget. */
function correct(token: string): Correction | undefined {
  if (documentFrequency.has(token)) return { word: token, credit: 1 };
  if (corrections.has(token)) return corrections.get(token);
  if (corrections.size >= MAX_CACHED_CORRECTIONS) corrections.clear();
  const corrected = searchCorrection(token);
  corrections.set(token, corrected);
  return corrected;
}

function searchCorrection(token: string): Correction | undefined {
  if (token.endsWith('s') && documentFrequency.has(token.slice(0, -1)))
    return { word: token.slice(0, -1), credit: 1 };
  if (token.length < MIN_CORRECTABLE_LENGTH) return undefined;
  const budget = allowedTypos(token.length);
  if (budget === 0) return undefined;
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of VOCABULARY) {
    const distance = editDistance(token, candidate, budget);
    if (distance < bestDistance || (distance === bestDistance && best && idf(candidate) < idf(best))) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= budget
    ? { word: best, credit: TYPO_CREDIT[bestDistance] ?? 0 }
    : undefined;
}

/** Weighted Dice overlap of a title's words with one variant: 1 when they are the same words, each spelt right. */
function overlapScore(query: Map<string, number>, queryWeight: number, variant: Variant): number {
  if (query.size === 0 || variant.tokens.size === 0) return 0;
  let shared = 0;
  for (const [token, credit] of query) if (variant.tokens.has(token)) shared += idf(token) * credit;
  return (2 * shared) / (queryWeight + variant.weight);
}

/**
 * Score in 0..1 of each occupation for one title; only occupations that share a word appear. Words no
 * occupation knows (after abbreviations and typo correction) weigh against every match, and then a seniority
 * word ('chief' in 'Chief Happiness Officer') no longer counts as part of the title; single letters ('Ph.D.'
 * gives 'ph d') are left out.
 */
export function scoreTitle(title: string): Map<number, number> {
  const known = new Map<string, number>();
  let unknownCount = 0;
  for (const word of expandTitle(title)) {
    if (word.length < 2) continue;
    const corrected = correct(word);
    if (corrected) known.set(corrected.word, Math.max(known.get(corrected.word) ?? 0, corrected.credit));
    else if (!SENIORITY.has(word)) unknownCount += 1;
  }
  const unknownWeight = unknownCount * UNKNOWN_WORD_WEIGHT;
  const stripped = new Map([...known].filter(([token]) => !SENIORITY.has(token)));
  const queries = unknownCount === 0 ? [known, stripped] : [stripped];
  const weighted = queries.map((query) => ({
    query,
    weight: [...query.keys()].reduce((sum, token) => sum + idf(token), unknownWeight),
  }));
  const scores = new Map<number, number>();
  const candidates = new Set([...known.keys()].flatMap((token) => POSTINGS.get(token) ?? []));
  for (const index of candidates) {
    const variant = variants[index] as Variant;
    const score = Math.max(...weighted.map(({ query, weight }) => overlapScore(query, weight, variant)));
    if (score > (scores.get(variant.occupation) ?? 0)) scores.set(variant.occupation, score);
  }
  return scores;
}
