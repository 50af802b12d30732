import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence, type ItsFunction, type WinkMethods } from 'wink-nlp';

/**
 * English read as language, not as a word list: each word with its part of speech (Universal Dependencies tags:
 * NOUN, PROPN, VERB, ADJ, ADP, CCONJ, PUNCT ...) and its lemma ('reviews' -> 'review', 'scheduled' ->
 * 'schedule'), from wink-nlp's English model (ADR 0083). The only module that talks to the library, so the rest
 * of the analysis works on plain data and the library can be swapped in one place.
 */
export interface Word {
  /** As written in the text. */
  text: string;
  start: number;
  end: number;
  pos: string;
  /** Lower case dictionary form. */
  lemma: string;
  /** Which sentence of the text the word is in (0-based); each line is a sentence of its own or more. */
  sentence: number;
  /** Whether the model's lexicon holds the word as written (isInLexicon, read with the text at no extra cost). */
  known?: boolean;
}

let reader: WinkMethods | undefined;
let lexiconReader: WinkMethods | undefined;
/** How many words the model's lexicon held when loaded: a word read later gets a number past them. */
let lexiconSize = 0;

const uniqueIdOf = (nlp: WinkMethods, word: string): number =>
  Number(nlp.readDoc(word).tokens().itemAt(0)?.out(nlp.its.uniqueId) ?? Number.MAX_SAFE_INTEGER);

/** The model loads once, at the warm-up or on first use; afterwards a 1,500-word ad reads in a few milliseconds. */
function english(): WinkMethods {
  if (!reader) {
    reader = winkNLP(model, ['sbd', 'pos']);
    // Loaded with it, so the process's warm-up (ADR 0082) pays for both: tokens only, since neither sentences
    // nor parts of speech are needed to look a word up.
    lexiconReader = winkNLP(model, []);
    // The first word no lexicon holds, read before any other text, is numbered just past the lexicon.
    lexiconSize = uniqueIdOf(reader, 'qxzjvkqwpz');
  }
  return reader;
}

/**
 * Whether the model's lexicon (words read on the web: English words, common names and brands) holds the word
 * as written in lower case. A lower-case word it does not hold is a rare name, a code or a typo.
 */
export function isInLexicon(word: string): boolean {
  const nlp = english();
  return uniqueIdOf(nlp, word) < lexiconSize;
}

/**
 * isInLexicon for many words of letters only at once, read by the tokens-only reader in one pass: about 12 µs a
 * word against some 60 µs for a word alone (a misspelling check asks for a hundred forms of each word).
 */
export function lexiconHolds(words: readonly string[]): boolean[] {
  english();
  const nlp = lexiconReader as WinkMethods;
  const ids = nlp.readDoc(words.join(' ')).tokens().out(nlp.its.uniqueId) as unknown as number[];
  // A word the tokenizer splits ('cannot') breaks the one-to-one reading: ask for each then.
  if (ids.length !== words.length) return words.map(isInLexicon);
  return ids.map((id) => Number(id) < lexiconSize);
}

export function readWords(text: string): Word[] {
  const nlp = english();
  const its = nlp.its;
  // The typings declare the lemma helper with the model's add-ons where `out` passes its cache; it is the same call.
  const lemmaOf = its.lemma as unknown as ItsFunction<string>;
  const doc = nlp.readDoc(text);
  // Whole columns at once: an item object and an out() call per token cost as much as the reading itself.
  const tokens = doc.tokens();
  const values = tokens.out(its.value);
  const tags = tokens.out(its.pos);
  const lemmas = tokens.out(lemmaOf);
  const ids = tokens.out(its.uniqueId) as unknown as number[];
  const words: Word[] = [];
  let cursor = 0;
  let sentenceIndex = -1;
  doc.sentences().each((sentence: ItemSentence) => {
    sentenceIndex += 1;
    const inSentence = sentence.tokens();
    const count = inSentence.length();
    const first = count > 0 ? inSentence.itemAt(0).index() : 0;
    for (let i = first; i < first + count; i += 1) {
      const value = values[i] as string;
      const pos = tags[i] as string;
      // The library keeps each token's text as written; finding it from the last end gives its place.
      const start = text.indexOf(value, cursor);
      if (start < 0 || pos === 'SPACE') continue;
      // A line break ends a sentence too: an ad's bullets and headings rarely end with a full stop.
      if (
        words.length > 0 &&
        text.slice(cursor, start).includes('\n') &&
        words[words.length - 1]?.sentence === sentenceIndex
      )
        sentenceIndex += 1;
      cursor = start + value.length;
      words.push({
        text: value,
        start,
        end: cursor,
        pos,
        lemma: (lemmas[i] ?? value).toLowerCase(),
        sentence: sentenceIndex,
        known: Number(ids[i]) < lexiconSize,
      });
    }
  });
  return words;
}

/** Warms the model so the first request does not pay for loading it. */
export function loadEnglish(): void {
  english();
}

/**
 * The verb a note opens with, read as the model reads a sentence with its subject put back: notes leave out
 * the 'I' ('fit beams from shop drawings', 'brazed line sets'), and without it the model often takes the first
 * word for a noun. Returns the verb's lemma when the first word reads as a verb in the base or past form (not
 * 'welding', not 'fits'), else undefined.
 */
export function openingVerb(note: string): string | undefined {
  const first = note.trim().split(/\s+/)[0] ?? '';
  if (!/^[a-z][a-z'-]*$/i.test(first)) return undefined;
  const words = readWords(`I ${note.trim()}`);
  const word = words[1];
  if (word?.pos !== 'VERB' || word.text.toLowerCase() !== first.toLowerCase()) return undefined;
  const text = word.text.toLowerCase();
  if (text.endsWith('ing') || (text !== word.lemma && text === `${word.lemma}s`)) return undefined;
  return word.lemma;
}
