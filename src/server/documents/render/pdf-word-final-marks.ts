import { ARABIC, type Placed, textLines, ZERO_WIDTH_JOINER } from './pdf-glyph-widths';
import type { Content, Font, ShowEdit, ShowText } from './pdf-text-layer-model';

/**
 * Marks on an Arabic word's last letter, read where readers expect them (issue 29 item 11, ADR 0104).
 *
 * The shaper draws a word right to left, so the mark on its last letter is the first glyph drawn in the word,
 * and the writer draws it where it looks right: over the middle of a wide ت, 4.5 pt under the line in a text
 * object of its own, or as the first glyph of a line. Readers place text by each glyph's origin and declared
 * width: poppler splits a word where a glyph starts more than 0.2 em back or 0.1 em on (the mark over ت),
 * or off the baseline; pdf.js takes a mark with no place of its own into whatever run is open (the line
 * above) and reads a space before the letter after a mark that follows a word space. No width serves every
 * place such a mark is drawn (ADR 0094).
 *
 * So the mark is drawn as it was, under a code that no reader reads, and its text goes into the reading flow
 * as a blank glyph just before its letter, where both readers join it to the word:
 * - **The mark drawn, unread**: a new code (CID) for the same glyph (a /CIDToGIDMap), with no /ToUnicode
 *   entry and no width. poppler reads no character for it and, right after a word space or at a line's
 *   start, has no word for it to split; pdf.js reads a code without text as the character of that number,
 *   and the codes are chosen among format characters (U+200B...), which it drops.
 * - **The mark read**: a blank glyph (the font's space glyph, under a new code) mapped to the mark, drawn
 *   from the end of the previous word (0.06 em on: under pdf.js's 0.1 em for a space, over poppler's 0.03 em
 *   between words) up to the letter, so that it ends where the letter starts.
 * - **At the start of a text object** (a line, or the line after a mark drawn apart) a second blank goes
 *   first, read as U+200F and a space: pdf.js ends the run open before a line at the line's first glyph it
 *   places, which a mark is not, and poppler, on a page it reads left to right, sends a line's leading mark
 *   out of the Arabic run unless a right-to-left character comes before it.
 */

const MARKS_ONLY = /^\p{Mn}+$/u;
/** What the blank before a line's leading mark reads as: not a space first (pdf.js would not place it), not a
 *  format character last (pdf.js would drop it). */
const LINE_START = '\u200f ';
/** Its width: poppler reads its two characters as half as wide each, and half must be over 0.1 em. */
const LINE_START_WIDTH = 220;
/** Where the blank glyph starts, past the previous word (thousandths of an em). */
const AFTER_WORD = 60;
/** The least a blank glyph is wide: poppler reads two characters closer than 0.1 em as one drawn twice. */
const MIN_BLANK = 110;
/** A blank glyph at a line's start, with no word before it. */
const LINE_START_BLANK = 150;

/** A new code of a font: the glyph it draws, its width, and the text it reads as (none: unread). */
export interface Clone {
  gid: number;
  width: number;
  text?: string;
}

export interface MarkPlan {
  edits: Map<ShowText, ShowEdit>;
  clones: Map<Font, Map<number, Clone>>;
}

/**
 * The plan for every mark on a word's last letter. `widths` are the declared widths the repair gives (its
 * other half); `usable` says whether a font may get new codes (an identity /CIDToGIDMap and a blank glyph)
 * and a TJ may be written again (not inside an /ActualText span kept, which poppler reads instead).
 */
export function planWordFinalMarks(
  contents: Content[],
  widths: Map<Font, Map<number, number>>,
  usable: (font: Font, show: ShowText) => boolean,
): MarkPlan {
  const plan: MarkPlan = { edits: new Map(), clones: new Map() };
  const text = (placed: Placed | undefined) => placed?.font.toUnicode.get(placed.glyph) ?? '';
  const isMark = (placed: Placed | undefined) => MARKS_ONLY.test(text(placed)) && ARABIC.test(text(placed));
  const isSpace = (placed: Placed | undefined) => /^\s+$/.test(text(placed));
  const isLetter = (placed: Placed | undefined) =>
    ARABIC.test(text(placed)) && !/\s/.test(text(placed)) && !/\p{Mn}/u.test(text(placed));
  const width = (placed: Placed) =>
    widths.get(placed.font)?.get(placed.glyph) ??
    placed.font.widths.get(placed.glyph) ??
    placed.font.defaultWidth;
  const unread = new Map<Font, Map<number, number>>();
  const blanks = new Map<Font, Map<string, number>>();
  for (const content of contents) {
    const textObjects = [...textLines(content).entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
    const lines = textObjects.map((line) => line.glyphs);
    const sequence = lines.flatMap((glyphs, line) => glyphs.map((placed, at) => ({ placed, line, at })));
    for (let index = 0; index < sequence.length; index += 1) {
      const first = sequence[index];
      if (!first || !isMark(first.placed)) continue;
      const before = lines[first.line]?.[first.at - 1];
      if (before && !isSpace(before)) continue;
      let next = index;
      while (isMark(sequence[next]?.placed)) next += 1;
      const base = sequence[next];
      const marks = sequence.slice(index, next);
      index = next - 1;
      if (!base || !isLetter(base.placed)) continue;
      if ([base, ...marks].some(({ placed }) => !usable(placed.font, placed.show))) continue;
      if (marks.some(({ placed }) => placed.font !== base.placed.font)) continue;
      // A mark drawn in a text object of its own belongs to the letter starting the next one.
      if (marks.some(({ line }) => line !== base.line) && base.at !== 0) continue;
      const font = base.placed.font;
      const baseLine = lines[base.line] ?? [];
      const precedes = baseLine
        .slice(0, base.at)
        .filter((placed) => !marks.some((mark) => mark.placed === placed));
      const previous = precedes.at(-1);
      if (previous && !isSpace(previous)) continue;
      const word = precedes.findLast(
        (placed) =>
          !isSpace(placed) && !isMark(placed) && (text(placed) || ZERO_WIDTH_JOINER) !== ZERO_WIDTH_JOINER,
      );
      const scale = base.placed.scale;
      const gap =
        word && previous ? (base.placed.x - (word.x + width(word) * word.scale)) / scale : undefined;
      const total = Math.max(
        gap === undefined ? LINE_START_BLANK : gap - AFTER_WORD,
        MIN_BLANK * marks.length,
      );
      const each = Math.round(total / marks.length);
      // The mark drawn unread goes last in its text object, where a space read there ends nothing.
      const homes = marks.map(({ placed, line }) => {
        const textObject = textObjects[line];
        const last = (textObject?.shows.length ?? 0) - 1;
        const show = textObject?.shows[last];
        const origin = textObject?.origins[last];
        if (!show || origin === undefined || show.font !== font || show.fontSize !== placed.show.fontSize)
          return undefined;
        return { show, offset: (placed.x - origin) / placed.scale };
      });
      if (homes.some((home) => home === undefined)) continue;
      const unreadCodes = of(unread, font, () => new Map<number, number>());
      const codes = marks.map(
        ({ placed }) => unreadCodes.get(placed.glyph) ?? newUnreadCode(font, placed.glyph),
      );
      const blankCode = (read: string, blankWidth: number) => {
        const key = `${read}:${blankWidth}`;
        const known = of(blanks, font, () => new Map<string, number>()).get(key);
        if (known !== undefined) return known;
        const code = freeCode(font);
        of(blanks, font, () => new Map()).set(key, code);
        clonesOf(font).set(code, { gid: blankGid(font), width: blankWidth, text: read });
        return code;
      };
      const blankGlyphs = marks.map(({ placed }, at) => ({
        glyph: blankCode(text(placed), each),
        offset: (marks.length - at) * each,
      }));
      // At a text object's start pdf.js reads the first glyph it places as a new line, and ends the run
      // open before it there, so a mark read first would stay on the line above: a blank that reads as a
      // right-to-left mark and a space goes first (poppler then keeps the line's leading mark in its run).
      if (!previous)
        blankGlyphs.unshift({
          glyph: blankCode(LINE_START, LINE_START_WIDTH),
          offset: marks.length * each + LINE_START_WIDTH,
        });
      marks.forEach(({ placed }, at) => {
        const code = codes[at] as number;
        unreadCodes.set(placed.glyph, code);
        const home = homes[at];
        editOf(placed.show).skip.add(placed.index);
        if (home) editOf(home.show).after.push({ glyph: code, offset: home.offset });
      });
      editOf(base.placed.show).before.set(base.placed.index, blankGlyphs);
    }
  }
  return plan;

  function editOf(show: ShowText): ShowEdit {
    return of(plan.edits, show, () => ({ skip: new Set<number>(), before: new Map(), after: [] }));
  }
  function clonesOf(font: Font): Map<number, Clone> {
    return of(plan.clones, font, () => new Map());
  }
  function taken(font: Font, code: number): boolean {
    return font.widths.has(code) || font.toUnicode.has(code) || clonesOf(font).has(code);
  }
  function newUnreadCode(font: Font, glyph: number): number {
    const code = freeCode(font);
    clonesOf(font).set(code, { gid: glyph, width: 0, text: ' ' });
    return code;
  }
  function freeCode(font: Font): number {
    let code = Math.max(0, ...font.widths.keys(), ...font.toUnicode.keys(), ...clonesOf(font).keys()) + 1;
    while (taken(font, code)) code += 1;
    return code;
  }
}

/** The font's space glyph: it draws nothing. */
export function blankGid(font: Font): number {
  for (const [code, text] of font.toUnicode) if (text === ' ') return code;
  return -1;
}

function of<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
