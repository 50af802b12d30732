import { NOUN_FIRST_FORMS } from './data/noun-first-forms';
import { isInLexicon, readWords } from './language/english';
import { TextCache } from './text-cache';

/**
 * Verbs read by the English model rather than looked up in our tables (issue 31): a single word is read as a
 * note reads it, with its subject put back ('I fertilized it'), so the model takes it for the verb it is. A
 * word the model's lexicon lacks ('palletized', 'dewormed') gets its base by English spelling rules, and counts
 * only when that base, or the word it builds on ('worm' in 'deworm'), reads as a verb.
 */

/** Readings kept between requests, each cache at most this many words (a miss is read again in microseconds). */
export const MODEL_VERB_CACHE_ENTRIES = 5_000;
// Bounded like every reading kept by its text: notes are the users' words, and unknown words must not grow
// the server's memory without end. Each value depends on its word alone, so what one user's notes leave here
// never changes what another's give.
const bases = new TextCache<string | null>(MODEL_VERB_CACHE_ENTRIES, 100_000);
const forms = new TextCache<boolean>(MODEL_VERB_CACHE_ENTRIES, 100_000);

/** How many readings are kept now, for the test that holds them to their bound. */
export function modelVerbReadingsKept(): number {
  return bases.size + forms.size;
}

/** The model reads `form` as a verb whose lemma is `base` ('underwrote' of 'underwrite', not 'relaid' of 'relay'). */
export function isFormOf(form: string, base: string): boolean {
  return forms.read(`${form} ${base}`, () => {
    const word = readWords(`I ${form} it`)[1];
    return isInLexicon(form) && word?.pos === 'VERB' && word.lemma === base;
  });
}

/** Bases an '-ed' form may come from, likeliest first: 'plated' -> plate, plat; 'shipped' -> ship. */
function edBases(word: string): string[] {
  const stem = word.slice(0, -2);
  if (word.endsWith('ied')) return [`${word.slice(0, -3)}y`];
  const out = [`${stem}e`, stem];
  if (/([bdgklmnprt])\1$/.test(stem)) out.unshift(stem.slice(0, -1));
  return out;
}

/** Prefixes that make a verb of a verb ('deworm', 'reroof', 'co-sign' aside): the rest must read as a verb. */
const VERB_PREFIX = /^(?:de|re|un|pre|over|under|out|co|mis|dis)(?=[a-z]{3,}$)/;

/** A base form the model does not know, read through its prefix ('deworm' through 'worm'). */
function isPrefixedVerb(base: string): boolean {
  const rest = base.replace(VERB_PREFIX, '');
  return rest !== base && isFormOf(rest, rest);
}

function readBase(word: string): string | null {
  if (!/^[a-z]{3,}$/.test(word)) return null;
  const read = readWords(`I ${word} it`)[1];
  if (!read || read.text.toLowerCase() !== word) return null;
  // A note opens with a verb in the base or the past; a gerund or a third person no table lists is more often
  // the noun it is spelled like ('dressing changes', 'sutures and staples').
  if (read.lemma !== word && /(?:ing|s)$/.test(word)) return null;
  if (isInLexicon(word)) {
    if (read.pos === 'VERB' && isInLexicon(read.lemma)) return read.lemma;
    // 'vaccinated' reads as an adjective on its own; its base reads as a verb.
    if (!word.endsWith('ed')) return null;
  }
  if (word.endsWith('ed')) {
    return edBases(word).find((base) => isFormOf(base, base) || isPrefixedVerb(base)) ?? null;
  }
  // Alone the model takes a word it has never seen for a noun; its prefix says it is a verb.
  return isPrefixedVerb(word) ? word : null;
}

/**
 * Whether the word after a form that is a noun first leaves it a verb: a determiner, pronoun or number opens
 * its object ('wound the cable', 'wound 40 coils'); a noun makes a compound with it ('wound care').
 */
function opensItsObject(form: string, next: string): boolean {
  const read = readWords(`${form} ${next}`)[1];
  return read !== undefined && /^(?:DET|PRON|NUM)$/.test(read.pos);
}

/**
 * Whether a word read as another verb's form is a noun where it stands: WordNet uses it more as a noun than
 * as a verb ('wound', 'ground'), and no object follows it ('wound care', or the word alone).
 */
export function isNounHere(word: string, next?: string): boolean {
  const w = word.toLowerCase();
  return NOUN_FIRST_FORMS.has(w) && !(next !== undefined && opensItsObject(w, next));
}

/**
 * The base of a verb form the model reads ('transmitted' -> 'transmit', 'laid' -> 'lay'), else undefined;
 * `next`, the word after it, lets a noun-first form read as the verb it is before its object.
 */
export function modelVerbBase(word: string, next?: string): string | undefined {
  const w = word.toLowerCase();
  const base = bases.read(w, readBase);
  if (!base || (base !== w && isNounHere(w, next))) return undefined;
  return base;
}
