import { bulletsToRichText, plainToRichText, richTextToBullets, richTextToPlain } from './rich-text';

/**
 * JSON Resume keeps an entry's prose (`summary`) and its bullet points (`highlights`) apart; our rich text
 * holds both in one HTML value. These two functions are each other's inverse for what JSON Resume can say.
 */

const LIST_PATTERN = /<(ul|ol)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** The prose outside lists (paragraphs separated by a blank line) and the list items, as plain text. */
export function splitRichText(html: string): { summary: string; highlights: string[] } {
  const lists = html.match(LIST_PATTERN) ?? [];
  const prose = html.replace(LIST_PATTERN, '</p><p>');
  const summary = prose
    .split(/<\/p\s*>/i)
    .map((paragraph) => richTextToPlain(paragraph))
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
  return { summary, highlights: lists.flatMap((list) => richTextToBullets(list)) };
}

/** Paragraphs of the summary, then the highlights as one bullet list; both blank gives ''. */
export function joinRichText(summary: string | undefined, highlights: readonly string[] | undefined): string {
  return plainToRichText(summary ?? '') + bulletsToRichText(highlights ?? []);
}
