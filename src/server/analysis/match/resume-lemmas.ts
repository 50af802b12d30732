import { verbBase } from '../action-verbs';
import { readWords } from '../language/english';
import { TextCache } from '../text-cache';
import type { ResumeField } from './resume-fields';

/**
 * A resume's words as lemmas, by field and sentence, for the skills an ad names that no vocabulary holds: the
 * resume shows such a skill when one of its sentences holds every content word of it, in any form and order
 * ('scheduled depositions' shows 'deposition'; 'reviewed documents for production' shows 'document review').
 */
export interface LemmaField {
  path: string;
  sentences: readonly ReadonlySet<string>[];
}

const CONTENT = /[\p{L}\p{N}]/u;

/**
 * Resume texts read lately (issue 31): a resume comes back on every edit with most of its fields unchanged, and
 * each request builds a new resume object, so the analysed form's own cache does not carry over. Bullets are
 * short: 4,000 of them fill about 400,000 characters, some hundred resumes.
 */
const sentencesByText = new TextCache<readonly ReadonlySet<string>[]>(4_000, 400_000);

function lemmaSentences(text: string): readonly ReadonlySet<string>[] {
  const sentences: Set<string>[] = [];
  for (const word of readWords(text)) {
    if (!CONTENT.test(word.text)) continue;
    const sentence = sentences[word.sentence] ?? new Set<string>();
    sentences[word.sentence] = sentence;
    sentence.add(word.lemma);
    sentence.add(word.text.toLowerCase());
  }
  return Object.freeze(sentences.filter(Boolean));
}

export function lemmaFields(fields: readonly ResumeField[]): LemmaField[] {
  return fields.map((field) => ({
    path: field.path,
    sentences: sentencesByText.read(field.text, lemmaSentences),
  }));
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
