import { findDateRange } from './dates';
import type { TextLine } from './text-line';

/**
 * List items that carry no glyph: a browser prints list markers as drawn shapes, and a Word user often just
 * indents the lines. A plain line set clearly further in than the entry title above it is an item when it
 * shares its indent with another such line or reads as a sentence (a centred employer under a centred title
 * does neither). At that indent a line that starts in lower case continues the item before it; any other line
 * starts an item of its own.
 */

const MIN_SENTENCE = 40;

const isTitleLine = (line: TextLine) =>
  line.isBold ||
  line.runs[0]?.isBold === true ||
  line.headingLevel > 0 ||
  findDateRange(line.text) !== undefined;

export function markIndentedBullets(lines: TextLine[]): TextLine[] {
  const step = (line: TextLine) => Math.max(4, (line.size || 10) * 0.5);
  let reference: number | undefined;
  const isIndented = (line: TextLine) =>
    line.indent !== undefined && reference !== undefined && line.indent > reference + step(line);
  const out: TextLine[] = [];
  lines.forEach((line, index) => {
    if (line.indent === undefined) {
      out.push(line);
      return;
    }
    if (isTitleLine(line) && !line.isBullet) {
      reference = line.indent;
      out.push(line);
      return;
    }
    if (!isIndented(line)) {
      out.push(line);
      return;
    }
    const sameIndent = (other: TextLine | undefined) =>
      other !== undefined &&
      other !== line &&
      !isTitleLine(other) &&
      other.indent !== undefined &&
      Math.abs(other.indent - (line.indent ?? 0)) < 1.5;
    const isItem =
      line.isBullet ||
      sameIndent(lines[index - 1]) ||
      sameIndent(lines[index + 1]) ||
      line.text.length >= MIN_SENTENCE;
    if (!isItem) {
      out.push(line);
      return;
    }
    const last = out.at(-1);
    if (!line.isBullet && last?.isBullet && /^\p{Ll}/u.test(line.text) && sameIndent(last)) {
      last.runs.push(...line.runs);
      last.text = `${last.text} ${line.text}`;
      return;
    }
    out.push(line.isBullet ? line : { ...line, isBullet: true });
  });
  return out;
}
