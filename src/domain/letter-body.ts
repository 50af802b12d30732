import { countWords } from './cover-letter-generation-api';
import { escapeHtml, richTextToPlain } from './rich-text';

/**
 * The letter's body is rich text (the resume's allowlist) edited in one rich-text box. 'Write it for me' gives
 * plain paragraphs, and 'Regenerate' rewrites one of them: paragraph i of the body is its i-th top-level block
 * (a <p>, or a whole list), blank blocks aside, so formatting elsewhere in the letter survives a regeneration.
 */

interface BlockRange {
  start: number;
  end: number;
}

// Only the block tags of the allowlist nest; inline tags (strong, em, u, a, br) never end a block.
const BLOCK_TAG_PATTERN = /<(\/?)(p|ul|ol)\b[^>]*>/gi;

/** Where each top-level block starts and ends; text outside any block counts as a block of its own. */
function blockRanges(body: string): BlockRange[] {
  const ranges: BlockRange[] = [];
  let depth = 0;
  let blockStart = -1;
  let lastEnd = 0;
  const pushLoose = (end: number) => {
    if (end > lastEnd) ranges.push({ start: lastEnd, end });
  };
  for (const match of body.matchAll(BLOCK_TAG_PATTERN)) {
    const isClosing = match[1] === '/';
    const end = match.index + match[0].length;
    if (!isClosing) {
      if (depth === 0) {
        pushLoose(match.index);
        blockStart = match.index;
      }
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0) {
        ranges.push({ start: blockStart, end });
        lastEnd = end;
      }
    }
  }
  if (depth > 0) ranges.push({ start: blockStart, end: body.length });
  else pushLoose(body.length);
  return ranges.filter((range) => richTextToPlain(body.slice(range.start, range.end)) !== '');
}

/** The body's non-blank top-level blocks, each as its HTML. */
export function bodyBlocks(body: string): string[] {
  return blockRanges(body).map((range) => body.slice(range.start, range.end));
}

/** The body with its index-th block replaced by `text` as one paragraph (escaped); past the end, appended. */
export function replaceBodyBlock(body: string, index: number, text: string): string {
  const paragraph = paragraphsToBody([text]);
  const range = blockRanges(body)[index];
  if (!range) return body + paragraph;
  return body.slice(0, range.start) + paragraph + body.slice(range.end);
}

/** Blank paragraphs are left out; each paragraph's line breaks become spaces. */
export function paragraphsToBody(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

/** Each block's text, for the preview's hidden reading text. */
export function bodyToParagraphs(body: string): string[] {
  const plain = richTextToPlain(body);
  return plain === '' ? [] : plain.split('\n');
}

/** Words of the body as a reader counts them (markup, entities and lone dashes are not words). */
export function bodyWordCount(body: string): number {
  return countWords(richTextToPlain(body));
}

export type WordCountAdvice = 'short' | 'good' | 'long';

/** The usual guidance: 250-400 words. */
export function wordCountAdvice(words: number, min: number, max: number): WordCountAdvice {
  if (words < min) return 'short';
  return words > max ? 'long' : 'good';
}
