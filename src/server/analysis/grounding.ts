import { TERM_CASING } from './data/word-fixes';
import { normalize } from './text-tools';

/**
 * The grounding check every provider's text passes before a person sees it: no figure the source does not
 * hold, and no name (tool, employer, certificate, product) the source does not mention. A capitalised word
 * counts as a name unless it opens a sentence; a tool cased from the user's own spelling ('epic' -> 'Epic',
 * 'node' -> 'Node.js') is the user's.
 */

/** Figures as digit strings: '$50,000' -> '50000', '120+' -> '120', '14-16' -> '14' and '16'. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[.,]+$/, '').replace(/,/g, ''));
}

/** Aliases of each canonical tool name ('Node.js' -> node, nodejs, node.js). */
const ALIASES = new Map<string, string[]>();
for (const [alias, canonical] of Object.entries(TERM_CASING)) {
  const key = canonical.toLowerCase();
  ALIASES.set(key, [...(ALIASES.get(key) ?? []), alias]);
}

export interface GroundingSource {
  /** Everything the user gave: notes, titles, company, skills. */
  text: string;
  /** Figures the server computed and may state (years of experience). */
  computedNumbers?: number[];
  /** Capitalised words any writer may use that name nobody ('I', "I'm" in a letter). */
  commonWords?: readonly string[];
}

function sourceWords(text: string): Set<string> {
  return new Set(normalize(text).split(' ').filter(Boolean));
}

function isFromSource(word: string, words: Set<string>, sourceText: string): boolean {
  const bare = word.replace(/['’]s$/i, '');
  const parts = normalize(bare).split(' ').filter(Boolean);
  if (parts.length > 0 && parts.every((p) => words.has(p) || /^\d+$/.test(p))) return true;
  const aliases = ALIASES.get(bare.toLowerCase()) ?? [];
  return aliases.some((alias) => sourceText.includes(alias));
}

interface PreparedSource {
  allowed: Set<string>;
  lowerSource: string;
  words: Set<string>;
  common: Set<string>;
}

/**
 * A writer checks many sentences against one source (a cover letter's), so its word sets are built once per
 * source object; a source is never changed once made.
 */
const prepared = new WeakMap<GroundingSource, PreparedSource>();

function prepare(source: GroundingSource): PreparedSource {
  const known = prepared.get(source);
  if (known) return known;
  const fresh = {
    allowed: new Set([...numbersIn(source.text), ...(source.computedNumbers ?? []).map(String)]),
    lowerSource: source.text.toLowerCase(),
    words: sourceWords(source.text),
    common: new Set(source.commonWords ?? []),
  };
  prepared.set(source, fresh);
  return fresh;
}

/** What in `output` the source does not back: invented figures and names, as readable reasons. */
export function groundingProblems(output: string, source: GroundingSource): string[] {
  const problems: string[] = [];
  const { allowed, lowerSource, words, common } = prepare(source);
  for (const n of numbersIn(output)) if (!allowed.has(n)) problems.push(`number ${n}`);
  const tokens = output.split(/\s+/);
  tokens.forEach((raw, i) => {
    const word = raw.replace(/^[("'“]+|[)"'”,.;:!?]+$/g, '');
    if (!/[A-Z]/.test(word)) return;
    const opensSentence = i === 0 || /[.!?:]["”]?$/.test(tokens[i - 1] ?? '');
    if (opensSentence && !/[A-Z].*[A-Z]/.test(word)) return;
    if (common.has(word.replace(/’/g, "'"))) return;
    if (!isFromSource(word, words, lowerSource)) problems.push(`name ${word}`);
  });
  return problems;
}

export function isGrounded(output: string, source: GroundingSource): boolean {
  return groundingProblems(output, source).length === 0;
}
