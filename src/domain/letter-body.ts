import { countLetterWords } from './cover-letter-api';
import { escapeHtml, richTextToPlain } from './rich-text';

/**
 * The letter editor works on the body as plain paragraphs (one text box each, so one can be rewritten or
 * regenerated alone); the stored body is rich text, one <p> per paragraph.
 */

export function bodyToParagraphs(body: string): string[] {
  const plain = richTextToPlain(body);
  return plain === '' ? [] : plain.split('\n');
}

/** Blank paragraphs are left out; each paragraph's line breaks become spaces. */
export function paragraphsToBody(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

export function bodyWordCount(body: string): number {
  return countLetterWords(richTextToPlain(body));
}

export type WordCountAdvice = 'short' | 'good' | 'long';

/** The usual guidance: 250-400 words. */
export function wordCountAdvice(words: number, min: number, max: number): WordCountAdvice {
  if (words < min) return 'short';
  return words > max ? 'long' : 'good';
}
