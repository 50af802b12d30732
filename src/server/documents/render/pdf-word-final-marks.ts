import { ARABIC, type Placed, textLines, ZERO_WIDTH_JOINER } from './pdf-glyph-widths';
import type { ActualText, Content, Font, ShowEdit, ShowText } from './pdf-text-layer-model';

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
 * - **The mark drawn, as a space**: a new code (CID) for the same glyph (a /CIDToGIDMap), no width, read as
 *   a space, and drawn last in its text object (the TJ numbers put it where it was). Both readers end a word
 *   at a space and add no character for it; at the end of a line that ends nothing. (No text at all would do
 *   for poppler and pdf.js, but pdfminer prints "(cid:N)" for a code without text; a format character or a
 *   NUL, poppler or pdf.js reads as a character.)
 * - **The mark read**: a blank glyph (the font's space glyph, under a new code) mapped to the mark, drawn
 *   from the end of the previous word (0.06 em on: under pdf.js's 0.1 em for a space, over poppler's 0.03 em
 *   between words) up to the letter, so that it ends where the letter starts.
 * - **At the start of a text object** (a line, or the line after a mark drawn apart) a second blank goes
 *   first, read as U+200F and a space: pdf.js ends the run open before a line at the line's first glyph it
 *   places, which a mark is not, and poppler, on a page it reads left to right, sends a line's leading mark
 *   out of the Arabic run unless a right-to-left character comes before it.
 */

/** What the blank before a line's leading mark reads as: not a space first (pdf.js would not place it), not a
 *  format character last (pdf.js would drop it). */
const LINE_START = '\u200f ';
/** Its width: poppler reads its two characters as half as wide each, and half must be over 0.1 em. */
const LINE_START_WIDTH = 220;
/** Where the blank glyph starts, past the previous word (thousandths of an em). */
const AFTER_WORD = 60;
/** The least the blank glyph is wide: poppler reads two characters closer than 0.1 em as one drawn twice. */
const MIN_BLANK = 110;
/** Baselines further apart than this (points) are two lines. */
const LINE_GAP = 3;
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
  /** /ActualText spans around the clusters read anew: removed, or poppler would read their text as well. */
  spans: Set<ActualText>;
}

/**
 * The plan for every mark on a word's last letter. `widths` are the declared widths the repair gives (its
 * other half); `usable` says whether a font may get new codes (an identity /CIDToGIDMap and a blank glyph).
 */
export function planWordFinalMarks(
  contents: Content[],
  widths: Map<Font, Map<number, number>>,
  usable: (font: Font) => boolean,
): MarkPlan {
  const plan: MarkPlan = { edits: new Map(), clones: new Map(), spans: new Set() };
  const text = (placed: Placed | undefined) => placed?.font.toUnicode.get(placed.glyph) ?? '';
  const drawnWidth = (placed: Placed) => placed.font.widths.get(placed.glyph) ?? placed.font.defaultWidth;
  // A glyph the writer draws with no advance, read as a mark or as its whole cluster (when the deduction
  // of pdf-text-layer.ts could not split it: two marks drawn in two runs, "مٌّ").
  const isMark = (placed: Placed | undefined) =>
    placed !== undefined &&
    drawnWidth(placed) === 0 &&
    /\p{Mn}/u.test(text(placed)) &&
    ARABIC.test(text(placed));
  const isSpace = (placed: Placed | undefined) => /^\s+$/.test(text(placed));
  const width = (placed: Placed) => widths.get(placed.font)?.get(placed.glyph) ?? drawnWidth(placed);
  const unread = new Map<Font, Map<number, number>>();
  const codesByText = new Map<Font, Map<string, number>>();
  for (const content of contents) {
    const entries = [...textLines(content).entries()].sort(([a], [b]) => a - b);
    const textObjects = entries.map(([, line]) => line);
    const lines = textObjects.map((line) => line.glyphs);
    // A space read at the end of a text object ends nothing where the next one does not go on with the same
    // word (another line, further left, or a gap); pdf.js would read it inside a word drawn in two objects.
    const endsWord = (line: number, size: number) => {
      const key = entries[line]?.[0];
      if (key === undefined) return false;
      const frame = content.frames.get(key);
      const next = content.frames.get(key + 1);
      const end = textObjects[line]?.ends.at(-1);
      if (!frame || end === undefined) return false;
      if (!next || Math.abs(next.y - frame.y) > LINE_GAP) return true;
      const start = entries.find(([other]) => other === key + 1)?.[1].glyphs[0]?.x;
      if (start === undefined) return false;
      const gap = (next.x + start - (frame.x + end)) / size;
      return gap < -0.2 || gap > 0.15;
    };
    const sequence = lines.flatMap((glyphs, line) => glyphs.map((placed, at) => ({ placed, line, at })));
    const spanOf = (show: ShowText) =>
      content.actualTexts.findLast(({ begin, end }) => begin[1] <= show.start && show.end <= end[0]);
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
      if (!base || drawnWidth(base.placed) === 0 || !usable(base.placed.font)) continue;
      const font = base.placed.font;
      if (marks.some(({ placed }) => placed.font !== font)) continue;
      // The cluster's text: its span's, or its glyphs' once each has its own share.
      const cluster = [base, ...marks];
      const spans = new Set(cluster.flatMap(({ placed }) => spanOf(placed.show) ?? []));
      const inSpans = sequence.filter(({ placed }) => {
        const span = spanOf(placed.show);
        return span !== undefined && spans.has(span);
      });
      // (The writer wraps each run of a cluster drawn in two runs in a span of the cluster's text.)
      if (
        inSpans.some((entry) => !cluster.includes(entry)) ||
        new Set([...spans].map((span) => span.text)).size > 1
      )
        continue;
      const [span] = spans;
      const parts = /^(\P{Mn}+)(\p{Mn}+)$/u.exec(
        span?.text ?? text(base.placed) + marks.map(({ placed }) => text(placed)).join(''),
      );
      const letters = parts?.[1];
      const read = parts?.[2];
      // One letter: readers reverse a glyph's text with the rest of a right-to-left run, so the marks are
      // written in reverse (a shadda and a fatha come out in the order typed) and a base read as two
      // letters (lam-alef) is left as it is.
      if (!letters || !read || [...letters].length !== 1 || !ARABIC.test(letters) || /\s/.test(letters))
        continue;
      const baseLine = lines[base.line] ?? [];
      const precedes = baseLine
        .slice(0, base.at)
        .filter((placed) => !marks.some((mark) => mark.placed === placed));
      const previous = precedes.at(-1);
      if (previous && !isSpace(previous)) continue;
      // A mark drawn in a text object of its own belongs to the letter starting the next one.
      if (marks.some(({ line }) => line !== base.line) && previous) continue;
      const word = precedes.findLast(
        (placed) =>
          !isSpace(placed) && !isMark(placed) && (text(placed) || ZERO_WIDTH_JOINER) !== ZERO_WIDTH_JOINER,
      );
      // The mark drawn as a space goes last in its text object, where a space read ends nothing.
      const homes = marks.map(({ placed, line }) => {
        const textObject = textObjects[line];
        const last = (textObject?.shows.length ?? 0) - 1;
        const show = textObject?.shows[last];
        const origin = textObject?.origins[last];
        if (
          !show ||
          origin === undefined ||
          show.font !== font ||
          show.fontSize !== placed.show.fontSize ||
          // (A mark's own text object is followed by its letter's, which starts a word.)
          !(endsWord(line, show.fontSize) || isSpace(textObject?.glyphs.at(-1)) || line !== base.line)
        )
          return undefined;
        return { show, offset: (placed.x - origin) / placed.scale };
      });
      if (homes.some((home) => home === undefined)) continue;
      const scale = base.placed.scale;
      const gap =
        word && previous ? (base.placed.x - (word.x + width(word) * word.scale)) / scale : undefined;
      const blankWidth = Math.round(
        Math.max(gap === undefined ? LINE_START_BLANK : gap - AFTER_WORD, MIN_BLANK),
      );
      const unreadCodes = of(unread, font, () => new Map<number, number>());
      marks.forEach(({ placed }, at) => {
        const code =
          unreadCodes.get(placed.glyph) ?? newCode(font, { gid: placed.glyph, width: 0, text: ' ' });
        unreadCodes.set(placed.glyph, code);
        const home = homes[at];
        editOf(placed.show).skip.add(placed.index);
        if (home) editOf(home.show).after.push({ glyph: code, offset: home.offset });
      });
      // The letter, read as itself where the writer mapped its glyph to the whole cluster or to nothing.
      if (text(base.placed) !== letters)
        editOf(base.placed.show).replace.set(
          base.placed.index,
          codeFor(font, {
            gid: base.placed.glyph,
            // The width it is drawn with: a glyph read as nothing was made as wide as nothing.
            width: Math.max(width(base.placed), drawnWidth(base.placed)),
            text: letters,
          }),
        );
      const blanks = [
        {
          glyph: codeFor(font, {
            gid: blankGid(font),
            width: blankWidth,
            text: [...read].reverse().join(''),
          }),
          offset: blankWidth,
        },
      ];
      // At a text object's start pdf.js reads the first glyph it places as a new line, and ends the run
      // open before it there, so a mark read first would stay on the line above: a blank that reads as a
      // right-to-left mark and a space goes first (poppler then keeps the line's leading mark in its run).
      if (!previous)
        blanks.unshift({
          glyph: codeFor(font, { gid: blankGid(font), width: LINE_START_WIDTH, text: LINE_START }),
          offset: blankWidth + LINE_START_WIDTH,
        });
      editOf(base.placed.show).before.set(base.placed.index, blanks);
      for (const each of spans) plan.spans.add(each);
    }
  }
  return plan;

  function editOf(show: ShowText): ShowEdit {
    return of(plan.edits, show, () => ({
      skip: new Set<number>(),
      replace: new Map(),
      before: new Map(),
      after: [],
    }));
  }
  function clonesOf(font: Font): Map<number, Clone> {
    return of(plan.clones, font, () => new Map());
  }
  /** A code of its own (a mark drawn as a space is drawn alone at one place). */
  function newCode(font: Font, clone: Clone): number {
    const taken = (code: number) =>
      font.widths.has(code) || font.toUnicode.has(code) || clonesOf(font).has(code);
    let code = Math.max(0, ...font.widths.keys(), ...font.toUnicode.keys(), ...clonesOf(font).keys()) + 1;
    while (taken(code)) code += 1;
    clonesOf(font).set(code, clone);
    return code;
  }
  /** A code shared by every clone of the same glyph, width and text. */
  function codeFor(font: Font, clone: Clone): number {
    const key = `${clone.gid}:${clone.width}:${clone.text}`;
    const known = of(codesByText, font, () => new Map<string, number>()).get(key);
    if (known !== undefined) return known;
    const code = newCode(font, clone);
    codesByText.get(font)?.set(key, code);
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
