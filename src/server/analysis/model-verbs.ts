import { isInLexicon, readWords } from './language/english';
import { TextCache } from './text-cache';

/**
 * Verbs read by the English model rather than looked up in our tables (issue 31): a single word is read as a
 * note reads it, with its subject put back ('I fertilized it'), so the model takes it for the verb it is. A
 * word the model's lexicon lacks ('palletized', 'dewormed') gets its base by English spelling rules, and counts
 * only when that base, or the word it builds on ('worm' in 'deworm'), reads as a verb.
 */

// Bounded like every reading kept by its text: notes are the users' words, and unknown words must not grow
// the server's memory without end.
const bases = new TextCache<string | null>(20_000, 400_000);
const forms = new TextCache<boolean>(20_000, 400_000);

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
 * Irregular pasts users wrote whose base only the model knew ('bred' -> 'breed'): no spelling rule makes them,
 * so the form the user wrote is the past the writer gives back.
 */
const writtenPasts = new Map<string, string>();
/** At most this many remembered pasts, the oldest first out. */
const MAX_WRITTEN_PASTS = 2_000;

/** The past of `base` a note was seen to use, if any. */
export function writtenPast(base: string): string | undefined {
  return writtenPasts.get(base);
}

/** The base of a verb form the model reads ('transmitted' -> 'transmit', 'laid' -> 'lay'), else undefined. */
export function modelVerbBase(word: string): string | undefined {
  const w = word.toLowerCase();
  const base = bases.read(w, readBase);
  if (base && base !== w && !/(?:ing|s)$/.test(w) && !writtenPasts.has(base)) {
    writtenPasts.set(base, w);
    if (writtenPasts.size > MAX_WRITTEN_PASTS)
      writtenPasts.delete(writtenPasts.keys().next().value as string);
  }
  return base ?? undefined;
}
