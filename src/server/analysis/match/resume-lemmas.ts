import { verbBase } from '../action-verbs';
import { readWords } from '../language/english';
import type { ResumeField } from './resume-fields';

/**
 * A resume's words as lemmas, by field and sentence, for the skills an ad names that no vocabulary holds: the
 * resume shows such a skill when one of its sentences holds every content word of it, in any form and order
 * ('scheduled depositions' shows 'deposition'; 'reviewed documents for production' shows 'document review').
 */
export interface LemmaField {
  path: string;
  sentences: Set<string>[];
}

const CONTENT = /[\p{L}\p{N}]/u;

export function lemmaFields(fields: readonly ResumeField[]): LemmaField[] {
  return fields.map((field) => {
    const sentences: Set<string>[] = [];
    for (const word of readWords(field.text)) {
      if (!CONTENT.test(word.text)) continue;
      const sentence = sentences[word.sentence] ?? new Set<string>();
      sentences[word.sentence] = sentence;
      sentence.add(word.lemma);
      sentence.add(word.text.toLowerCase());
    }
    return { path: field.path, sentences: sentences.filter(Boolean) };
  });
}

/**
 * An ad's activity noun is shown by its verb: 'deposition scheduling' by 'scheduled depositions', 'motion
 * drafting' by 'drafted motions'. The ad keeps the gerund as its lemma ('Bates numbering' is not 'Bates
 * number'), so the verb's base is the other way to meet it.
 */
const shownIn = (sentence: ReadonlySet<string>, lemma: string) => {
  if (sentence.has(lemma)) return true;
  const base = /ing$/.test(lemma) ? verbBase(lemma) : undefined;
  return base !== undefined && sentence.has(base);
};

/** Where the resume first shows every content word of a skill in one sentence, or undefined. */
export function pathHolding(fields: readonly LemmaField[], lemmas: readonly string[]): string | undefined {
  const wanted = lemmas.filter((lemma) => CONTENT.test(lemma));
  if (wanted.length === 0) return undefined;
  return fields.find((field) =>
    field.sentences.some((sentence) => wanted.every((lemma) => shownIn(sentence, lemma))),
  )?.path;
}
