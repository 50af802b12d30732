import { bulletsToRichText, plainToRichText } from '../../../domain/rich-text';
import type { TextLine } from './text-line';

/** Body lines -> rich text in their order: runs of list items as one list, other lines as paragraphs. */
export function bodyToRichText(lines: TextLine[]): string {
  let html = '';
  let bullets: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (bullets.length > 0) html += bulletsToRichText(bullets);
    if (prose.length > 0) html += plainToRichText(prose.join('\n\n'));
    bullets = [];
    prose = [];
  };
  for (const line of lines) {
    if (line.isBullet) {
      if (prose.length > 0) flush();
      bullets.push(line.text);
    } else {
      if (bullets.length > 0) flush();
      // A line with little space above continues the paragraph a DOCX or a narrow column broke.
      const last = prose.at(-1);
      if (last !== undefined && line.gapBefore < 0.3 && !/[.!?:]$/.test(last))
        prose[prose.length - 1] = `${last} ${line.text}`;
      else prose.push(line.text);
    }
  }
  flush();
  return html;
}

export const bulletTexts = (lines: TextLine[]) =>
  lines.filter((line) => line.isBullet).map((line) => line.text);
