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

const variants: Variant[] = variantTokens.map((v) => ({
  ...v,
  weight: [...v.tokens].reduce((sum, token) => sum + idf(token), 0),
}));
/** Which variants hold each word, so a title is compared only with variants it shares a word with. */
const POSTINGS = new Map<string, number[]>();
variants.forEach((variant, index) => {
  for (const token of variant.tokens) POSTINGS.set(token, [...(POSTINGS.get(token) ?? []), index]);
});

/** Corrections already worked out; titles repeat a lot, and the typo search is the costly part. */
const corrections = new Map<string, string | undefined>();
const MAX_CACHED_CORRECTIONS = 10_000;

/** The vocabulary word a typed word most likely means: itself, its singular, or the nearest within the typo budget. */
function correct(token: string): string | undefined {
  if (documentFrequency.has(token)) return token;
  if (corrections.has(token)) return corrections.get(token);
  if (corrections.size >= MAX_CACHED_CORRECTIONS) corrections.clear();
  const corrected = searchCorrection(token);
  corrections.set(token, corrected);
  return corrected;
}

function searchCorrection(token: string): string | undefined {
  if (token.endsWith('s') && documentFrequency.has(token.slice(0, -1))) return token.slice(0, -1);
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
  return bestDistance <= budget ? best : undefined;
}

/** Weighted Dice overlap of a title's words with one variant: 1 when they are the same words. */
function overlapScore(query: Set<string>, queryWeight: number, variant: Variant): number {
  if (query.size === 0 || variant.tokens.size === 0) return 0;
  let shared = 0;
  for (const token of query) if (variant.tokens.has(token)) shared += idf(token);
  return (2 * shared) / (queryWeight + variant.weight);
}

/** Score in 0..1 of each occupation for one title; only occupations that share a word appear. */
export function scoreTitle(title: string): Map<number, number> {
  const tokens = expandTitle(title)
    .map(correct)
    .filter((t): t is string => Boolean(t));
  const all = new Set(tokens);
  const stripped = new Set(tokens.filter((t) => !SENIORITY.has(t)));
  const weightOf = (set: Set<string>) => [...set].reduce((sum, token) => sum + idf(token), 0);
  const allWeight = weightOf(all);
  const strippedWeight = weightOf(stripped);
  const scores = new Map<number, number>();
  const candidates = new Set(tokens.flatMap((token) => POSTINGS.get(token) ?? []));
  for (const index of candidates) {
    const variant = variants[index] as Variant;
    const score = Math.max(
      overlapScore(all, allWeight, variant),
      overlapScore(stripped, strippedWeight, variant),
    );
    if (score > (scores.get(variant.occupation) ?? 0)) scores.set(variant.occupation, score);
  }
  return scores;
}
