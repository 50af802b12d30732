import { bulletsToRichText } from '../../../../domain/rich-text';

/**
 * Adds plain bullets to the end of rich-text bullets without touching what is there: into the last list when
 * the text ends with one, else as a new list.
 */
export function appendBullets(html: string, bullets: readonly string[]): string {
  const list = bulletsToRichText(bullets);
  if (list === '') return html;
  const trimmed = html.trimEnd();
  if (trimmed.endsWith('</ul>')) return `${trimmed.slice(0, -'</ul>'.length)}${list.slice('<ul>'.length)}`;
  return `${trimmed}${list}`;
}

/** Draft text to bullets: one per non-blank line, with a typed leading '-', '*' or '•' dropped. */
export function draftToBullets(draft: string): string[] {
  return draft
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
}
