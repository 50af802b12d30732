import { type Token, tokenize } from './tokens';
import { VOCABULARY, type VocabularyEntry } from './vocabulary';

/** A term found in a text: the vocabulary entry, and where in the text it was written. */
export interface TermHit {
  entry: VocabularyEntry;
  start: number;
  end: number;
}

interface Phrase {
  entry: VocabularyEntry;
  keys: string[];
  /** Set for a variant that only counts when written with these exact capitals ('Go' the language, not 'go'). */
  cased?: string[];
}

/**
 * Phrases by their first token, longest first, so a scan takes the longest term at each place ('React Native'
 * before 'React', 'QuickBooks Online' before 'QuickBooks') in one pass over the text.
 */
export class TermIndex {
  private readonly byFirstKey = new Map<string, Phrase[]>();

  constructor(vocabulary: readonly VocabularyEntry[]) {
    for (const entry of vocabulary) {
      for (const variant of entry.variants) {
        const cased = variant.startsWith('=');
        const tokens = tokenize(cased ? variant.slice(1) : variant);
        const first = tokens[0];
        if (!first) continue;
        // Short all-capital acronyms ('POS', 'ELD', 'BLS') are words of their own only in capitals.
        const isAcronym = /^[A-Z0-9&]{2,4}$/.test(variant);
        const phrase: Phrase = { entry, keys: tokens.map((t) => t.key) };
        if (cased || isAcronym) phrase.cased = tokens.map((t) => t.raw);
        const list = this.byFirstKey.get(first.key) ?? [];
        list.push(phrase);
        this.byFirstKey.set(first.key, list);
      }
    }
    for (const list of this.byFirstKey.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  }

  find(text: string): TermHit[] {
    return this.findInTokens(tokenize(text));
  }

  findInTokens(tokens: readonly Token[]): TermHit[] {
    const hits: TermHit[] = [];
    let i = 0;
    while (i < tokens.length) {
      const phrase = this.longestAt(tokens, i);
      const first = tokens[i] as Token;
      if (!phrase) {
        i += 1;
        continue;
      }
      const last = tokens[i + phrase.keys.length - 1] as Token;
      hits.push({ entry: phrase.entry, start: first.start, end: last.end });
      i += phrase.keys.length;
    }
    return hits;
  }

  private longestAt(tokens: readonly Token[], at: number): Phrase | undefined {
    const candidates = this.byFirstKey.get((tokens[at] as Token).key);
    if (!candidates) return undefined;
    return candidates.find((phrase) =>
      phrase.keys.every((key, k) => {
        const token = tokens[at + k];
        if (!token || token.key !== key) return false;
        // A cased acronym keeps its capitals in the plural too ('EKGs').
        return !phrase.cased || token.raw === phrase.cased[k] || token.raw === `${phrase.cased[k]}s`;
      }),
    );
  }
}

let shared: TermIndex | undefined;

/** The index of the whole vocabulary, built once (about a millisecond) and shared by every call. */
export function vocabularyIndex(): TermIndex {
  shared ??= new TermIndex(VOCABULARY);
  return shared;
}
