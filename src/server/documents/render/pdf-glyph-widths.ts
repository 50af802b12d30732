import { hex4 } from './pdf-syntax';
import type { Content, Font, ShowEdit, ShowText } from './pdf-text-layer-model';

/**
 * The widths half of the Arabic text-layer repair (pdf-text-layer.ts, ADR 0094): which glyphs get a new
 * declared width (/W) so that readers see an Arabic word's glyphs touch, and the TJ arrays written again so
 * that every glyph is still drawn where Typst drew it.
 */

export const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Gaps (thousandths of an em) taken for in-word kerning: readers start a word at about 100. */
const MIN_GAP = 80;
const MAX_GAP = 300;
export const ZERO_WIDTH_JOINER = '\u200d';

/** Text that pdf.js draws with no advance of its own: combining marks. */
const MARKS_ONLY = /^\p{Mn}+$/u;
/** The widest a mark is made (thousandths of an em). */
const MAX_MARK_WIDTH = 400;
/** Under this gap (thousandths of an em) pdf.js reads no space (its limit is 102). */
const PDFJS_NO_SPACE = 80;
/** poppler starts a new word where a character starts this far (thousandths of an em) back; its limit is 200. */
const POPPLER_OVERLAP = 180;

/** One glyph of a line as drawn: where (text-space units from the line's frame) and how wide it was. */
export interface Placed {
  font: Font;
  glyph: number;
  x: number;
  /** Thousandths of an em to text-space units. */
  scale: number;
  /** The TJ that draws it, and which of its glyphs it is (counted from 0). */
  show: ShowText;
  index: number;
}

/** A text object's TJs, its glyphs as placed, and where each TJ starts and ends (text-space units). */
export interface TextLine {
  shows: ShowText[];
  glyphs: Placed[];
  origins: number[];
  ends: number[];
}

/**
 * The glyphs of each text object whose pen this code follows, in drawing order (left to right for Typst),
 * with their places: the first TJ after a Tm starts at the Tm's x, a TJ without one where the last ended.
 */
export function textLines(content: Content): Map<number, TextLine> {
  const lines = new Map<number, TextLine>();
  for (const show of content.shows) {
    if (show.line < 0 || content.unfollowed.has(show.line)) continue;
    let line = lines.get(show.line);
    if (!line) {
      line = { shows: [], glyphs: [], origins: [], ends: [] };
      lines.set(show.line, line);
    }
    line.shows.push(show);
  }
  for (const [key, line] of lines) {
    const frame = line.shows[0]?.tm?.frame;
    if (!frame || line.shows.some((show) => show.fontSize <= 0 || (show.tm && show.tm.frame !== frame))) {
      lines.delete(key);
      continue;
    }
    let end = 0;
    for (const show of line.shows) {
      const origin = show.tm ? show.tm.x : end;
      const scale = show.fontSize / 1000;
      const width = (glyph: number) => show.font.widths.get(glyph) ?? show.font.defaultWidth;
      let pen = 0;
      let index = 0;
      for (const item of show.items) {
        if (typeof item === 'number') pen -= item;
        else
          for (const glyph of item) {
            line.glyphs.push({ font: show.font, glyph, x: origin + pen * scale, scale, show, index });
            pen += width(glyph);
            index += 1;
          }
      }
      end = origin + pen * scale;
      line.origins.push(origin);
      line.ends.push(end);
    }
  }
  return lines;
}

/**
 * The new declared width (/W) of each glyph whose width changes. Readers place glyphs by these widths, and
 * the page keeps its look because every TJ is written again from where each glyph was drawn.
 * - **Marks** (glyphs read as combining marks only). pdf.js advances no pen for a mark, whatever its width,
 *   while the page advances by the width: pdf.js then sees the letters after it that much further left. A
 *   mark on a word's first-drawn letter (its last letter: "فريقاً") is drawn right after the word space, and
 *   pdf.js, which puts the space before the mark, read a second space at the letter ("فريقا ً"): the mark
 *   is made as wide as that gap, so pdf.js sees none. poppler reads a mark as a character as wide as its
 *   width and splits a word where characters are apart: each mark is at least as wide as the way to the next
 *   glyph drawn.
 * - **Kerning gaps.** A glyph of an Arabic word followed by a gap of MIN_GAP-MAX_GAP (Amiri kerns ر away from
 *   ي) is widened to cover it, marks between skipped, as readers see them.
 */
export function newWidths(contents: Content[]): Map<Font, Map<number, number>> {
  const result = new Map<Font, Map<number, number>>();
  const raise = (font: Font, glyph: number, width: number) => {
    let glyphs = result.get(font);
    if (!glyphs) {
      glyphs = new Map();
      result.set(font, glyphs);
    }
    if (width > 0)
      glyphs.set(glyph, Math.max(glyphs.get(glyph) ?? 0, Math.round(Math.min(width, MAX_MARK_WIDTH))));
  };
  const text = (placed: Placed | undefined) => placed?.font.toUnicode.get(placed.glyph) ?? '';
  const isMark = (placed: Placed | undefined) => MARKS_ONLY.test(text(placed));
  const isSpace = (placed: Placed | undefined) => /^\s+$/.test(text(placed));
  const isArabic = (placed: Placed | undefined) => ARABIC.test(text(placed)) && !/\s/.test(text(placed));
  const oldWidth = ({ font, glyph }: Placed) => font.widths.get(glyph) ?? font.defaultWidth;
  const lines = contents.flatMap((content) => [...textLines(content).values()].map((line) => line.glyphs));
  // pdf.js drops a joiner without moving its pen: a glyph that reads as one (a part of a letter) is made as
  // wide for every reader.
  for (const glyphs of lines)
    for (const placed of glyphs)
      if (text(placed) === ZERO_WIDTH_JOINER && oldWidth(placed) !== 0) {
        let marks = result.get(placed.font);
        if (!marks) {
          marks = new Map();
          result.set(placed.font, marks);
        }
        marks.set(placed.glyph, 0);
      }
  // Marks first: the gaps below are measured with their new widths. poppler ends a word where a character
  // starts more than POPPLER_OVERLAP before the end of the last, so no mark is made wider than that past
  // the letter after it, wherever it is drawn (a damma drawn over the middle of a wide ت stays narrow).
  for (const glyphs of lines)
    glyphs.forEach((mark, index) => {
      if (!isMark(mark)) return;
      const next = glyphs[index + 1];
      const after = glyphs.slice(index + 1).find((placed) => !isMark(placed));
      const before = glyphs.slice(0, index).findLast((placed) => !isMark(placed));
      let width = next ? (next.x - mark.x) / mark.scale : 0;
      if (after && isSpace(before)) {
        const word = glyphs.slice(0, index).findLast((placed) => !isMark(placed) && !isSpace(placed));
        const gap = word ? (after.x - (word.x + oldWidth(word) * word.scale)) / mark.scale : 0;
        width = Math.max(width, gap - PDFJS_NO_SPACE);
      }
      const cap = after ? (after.x - mark.x) / mark.scale + POPPLER_OVERLAP : MAX_MARK_WIDTH;
      raise(mark.font, mark.glyph, Math.min(width, cap));
    });
  const width = (placed: Placed) => result.get(placed.font)?.get(placed.glyph) ?? oldWidth(placed);
  for (const glyphs of lines) {
    let previous: Placed | undefined;
    let lag = 0;
    for (const placed of glyphs) {
      if (isMark(placed)) {
        lag += width(placed) * placed.scale;
        continue;
      }
      if (previous && isArabic(previous) && isArabic(placed)) {
        const gap = (placed.x - lag - (previous.x + oldWidth(previous) * previous.scale)) / previous.scale;
        if (gap >= MIN_GAP && gap <= MAX_GAP) raise(previous.font, previous.glyph, oldWidth(previous) + gap);
      }
      previous = placed;
      lag = 0;
    }
  }
  return result;
}

/**
 * A TJ array drawing the same glyphs at the same places: every glyph's position is worked out with the old
 * widths, then written back with the new ones; `lead` first moves the pen from where the last TJ ended. An
 * edit (pdf-word-final-marks.ts) draws some glyphs under another code and adds blank ones before others.
 */
export function showText(
  show: ShowText,
  changed: Map<number, number> | undefined,
  lead: number,
  edit?: ShowEdit,
): string {
  const { items, font } = show;
  const oldWidth = (glyph: number) => font.widths.get(glyph) ?? font.defaultWidth;
  const newWidth = (glyph: number) => changed?.get(glyph) ?? oldWidth(glyph);
  const placed: Array<{ glyph: number; x: number }> = [];
  let pen = 0;
  for (const item of items) {
    // A TJ number moves the pen back (left) by its value.
    if (typeof item === 'number') pen -= item;
    else
      for (const glyph of item) {
        placed.push({ glyph, x: pen });
        pen += oldWidth(glyph);
      }
  }
  const end = pen;
  // pdf.js drops a joiner without moving its pen, and with it a TJ number right after it: such a number starts
  // a TJ of its own, where pdf.js reads it.
  const arrays: string[][] = [[]];
  let run: number[] = [];
  const flush = () => {
    if (run.length > 0) arrays.at(-1)?.push(`<${run.map(hex4).join('')}>`);
    run = [];
  };
  const move = (by: number) => {
    const adjustment = Math.round(by * 1e6) / 1e6;
    if (adjustment === 0) return;
    const last = run.at(-1);
    flush();
    // A code with no text of its own reads, in pdf.js, as the character of that number: a format character
    // too (pdf-word-final-marks.ts).
    if (last !== undefined && /^\p{Cf}*$/u.test(font.toUnicode.get(last) ?? '')) arrays.push([]);
    arrays.at(-1)?.push(String(adjustment));
  };
  move(lead);
  pen = 0;
  const draw = (glyph: number, x: number) => {
    move(pen - x);
    run.push(glyph);
    pen = x + newWidth(glyph);
  };
  placed.forEach(({ glyph, x }, index) => {
    for (const blank of edit?.before.get(index) ?? []) draw(blank.glyph, x - blank.offset);
    if (!edit?.skip.has(index)) draw(edit?.replace.get(index) ?? glyph, x);
  });
  for (const moved of edit?.after ?? []) draw(moved.glyph, moved.offset);
  move(pen - end);
  flush();
  return arrays.map((parts) => `[${parts.join(' ')}] TJ`).join(' ');
}
