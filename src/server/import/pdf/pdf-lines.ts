import { BULLET_GLYPH, BULLET_PREFIX, lineOf, type TextLine, type TextRun } from '../sections/text-line';
import { isRightToLeft, PIECE_JOINT, visualToLogical } from './bidi-order';
import type { PdfItem } from './pdf-items';

/**
 * Text runs of one column -> lines: runs on one baseline form a line, a wide gap or a change of weight starts
 * a new run, a bullet glyph marks a list item, and a wrapped line is joined to the line it continues.
 */

interface RawLine {
  items: PdfItem[];
  x: number;
  right: number;
  y: number;
  size: number;
  isBullet: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function dominantSize(items: PdfItem[]): number {
  const bySize = new Map<number, number>();
  for (const item of items) {
    const size = Math.round(item.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + item.text.length);
  }
  return [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** Items on one baseline; a run far to the right in another size (a contact line beside the name) is apart. */
function baselineGroups(items: PdfItem[]): PdfItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PdfItem[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const first = group?.[0];
    const tolerance = Math.max(Math.min(item.size, first?.size ?? item.size) / 3, 0.5);
    if (group && first && Math.abs(first.y - item.y) <= tolerance) group.push(item);
    else groups.push([item]);
  }
  return groups.flatMap((group) => {
    const line = group.sort((a, b) => a.x - b.x);
    const parts: PdfItem[][] = [[]];
    line.forEach((item, index) => {
      const before = line[index - 1];
      const isApart =
        before &&
        item.x - (before.x + before.width) > before.size &&
        Math.abs(item.size - before.size) > Math.min(item.size, before.size) * 0.12;
      if (isApart) parts.push([]);
      parts.at(-1)?.push(item);
    });
    return parts;
  });
}

/**
 * One line's runs and geometry. On a right-to-left page x and right are measured from the column's right edge
 * (mirrored), so indentation, wrapping and a bullet's place read as they do on a left-to-right page.
 */
function rawLine(items: PdfItem[], isRtl: boolean, mirrorAt: number): RawLine {
  const first = items[0] as PdfItem;
  const last = items.at(-1) as PdfItem;
  // A right-to-left line's bullet is drawn at its right end.
  const marker = isRtl ? last : first;
  const isBullet = BULLET_GLYPH.test(marker.text.trim()) && items.length > 1;
  const text = isBullet ? items.filter((item) => item !== marker) : items;
  const textLast = text.at(-1) ?? last;
  const left = (text[0] ?? first).x;
  const right = textLast.x + textLast.width;
  return {
    items: text,
    x: isRtl ? mirrorAt - right : left,
    right: isRtl ? mirrorAt - left : right,
    y: first.y,
    size: dominantSize(items),
    isBullet: isBullet || (BULLET_PREFIX.test(first.text) && !/^[-–—]/.test(first.text)),
  };
}

/**
 * The gap that means a space. Letter-spaced text ('W O R K' set with tracking) comes one glyph per item with
 * wide gaps between letters: there a space is a gap clearly wider than the usual one between letters.
 */
function spaceGap(items: PdfItem[]): number {
  const size = items[0]?.size ?? 10;
  const singles = items.filter((item) => item.text.trim().length === 1);
  if (items.length < 4 || singles.length < items.length * 0.7) return size * 0.15;
  const gaps = items
    .slice(1)
    .map((item, index) => item.x - ((items[index] as PdfItem).x + (items[index] as PdfItem).width))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  const typical = gaps[Math.floor(gaps.length / 2)] ?? 0;
  return Math.max(size * 0.15, typical * 1.8);
}

function runsOf(items: PdfItem[], isRtl = false): TextRun[] {
  const runs: TextRun[] = [];
  const space = spaceGap(items);
  let end: number | undefined;
  for (const item of items) {
    const run = runs.at(-1);
    const gap = end === undefined ? 0 : item.x - end;
    const isSameStyle = run && run.isBold === item.isBold && run.isItalic === item.isItalic;
    // A gap of about a letter's width or more separates runs (a date on a tab, boxed tags); justified spaces
    // stay well below it.
    if (run && isSameStyle && gap < Math.max(item.size * 0.9, space * 1.5)) {
      const joint = gap > space && !run.text.endsWith(' ') ? ' ' : isRtl ? PIECE_JOINT : '';
      run.text += joint + item.text;
    } else runs.push({ text: item.text, isBold: item.isBold, isItalic: item.isItalic });
    end = item.x + item.width;
  }
  return runs
    .map((run) => ({ ...run, text: run.text.replace(BULLET_PREFIX, '') }))
    .filter((r) => r.text.trim());
}

function joinText(before: string, after: string): string {
  // A hyphen or a web address cut at the margin ('https://ada.example.' + 'com') joins without a space.
  return /[A-Za-z]-$|\/$|(https?:\/\/|www\.)\S*[./:-]$/.test(before) ? before + after : `${before} ${after}`;
}

/**
 * A line ends before the margin on its own when the next line's first word would have fitted after it with room
 * to spare: then the next line is not its wrapped rest but a line of its own (the next item of a list whose
 * markers are drawn, so carry no glyph).
 */
function couldEndBefore(previous: RawLine, next: RawLine, rightEdge: number): boolean {
  const first = next.items[0];
  const word = first?.text.trimStart().split(' ')[0] ?? '';
  // Typst and TeX break a paragraph as a whole, so a wrapped line may stop short of the margin: only a line
  // that starts a sentence (a capital) after room for its first word and more is taken as a line of its own.
  if (!first || !/^\p{Lu}/u.test(word)) return false;
  const charWidth = first.width / Math.max(1, first.text.length);
  return previous.right + charWidth * (word.length + 4) < rightEdge;
}

/** Lines of one column in reading order, wrapped lines joined. */
export function columnLines(items: PdfItem[]): TextLine[] {
  const isRtl = isRightToLeft(items.map((item) => item.text));
  const mirrorAt = Math.max(...items.map((item) => item.x + item.width));
  const raws = baselineGroups(items).map((group) => rawLine(group, isRtl, mirrorAt));
  const bodySize = median(raws.map((line) => line.size));
  const rightEdge = Math.max(...raws.map((line) => line.right));
  const left = Math.min(...raws.map((line) => line.x));
  const lines: TextLine[] = [];
  let previous: RawLine | undefined;
  for (const raw of raws) {
    const visual = runsOf(raw.items, isRtl);
    const runs = isRtl ? visualToLogical(visual) : visual;
    const leading = previous ? (previous.y - raw.y) / raw.size : 2;
    const line = lineOf(runs, {
      size: raw.size,
      isBullet: raw.isBullet,
      gapBefore: Math.max(0, leading - 1.3),
      indent: raw.x - left,
    });
    line.y = raw.y;
    const last = lines.at(-1);
    const tail = last?.runs.at(-1);
    // A word broken at the end of a title, before a right-aligned date: 'University of Wisconsin-' + 'Madison'.
    const broken = last?.runs.find((run) => /[A-Za-z]-$/.test(run.text));
    const isNear = previous !== undefined && !raw.isBullet && leading < 1.6 && runs.length === 1;
    const isWrapped =
      isNear &&
      previous &&
      !couldEndBefore(previous, raw, rightEdge) &&
      tail &&
      Math.abs(raw.size - previous.size) < 0.6 &&
      previous.right > left + (rightEdge - left) * 0.8 &&
      Math.abs(raw.x - previous.x) < raw.size * 0.8 &&
      tail.isBold === runs[0]?.isBold &&
      tail.text.length > 30 &&
      raw.size <= bodySize + 0.5;
    const into = isWrapped
      ? tail
      : isNear && broken && broken.isBold === runs[0]?.isBold
        ? broken
        : undefined;
    if (last && into) {
      into.text = joinText(into.text, line.text);
      last.text = last.runs.map((run) => run.text).join(' ');
    } else lines.push(line);
    previous = raw;
  }
  return lines;
}
