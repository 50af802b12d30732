import type { TextRun } from '../sections/text-line';

/**
 * A right-to-left page's line from the PDF's visual order (left to right, as drawn) into reading order: the
 * words of Arabic or Hebrew read from right to left, a run of Latin words and figures inside them keeps its
 * own order, and punctuation between the two takes the page's direction (a bullet drawn at the right end of
 * a line opens it). The word-level case of the Unicode bidirectional algorithm, which is what a resume's
 * lines hold; a PDF gives each word in its own logical order already.
 */
/**
 * Marks where two pieces of one word met on the page: a PDF may draw an Arabic word in pieces ('الخبرة' as
 * 'برة' to the left of 'الخ'), and on a right-to-left line the piece on the right comes first.
 */
export const PIECE_JOINT = '\uE000';

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR_STRONG = /[\p{L}\p{N}]/u;

type Direction = 'R' | 'L' | 'N';

interface Token {
  text: string;
  run: number;
  direction: Direction;
}

const directionOf = (text: string): Direction =>
  RTL_LETTER.test(text) ? 'R' : LTR_STRONG.test(text) ? 'L' : 'N';

/**
 * Whether a column is set right to left. A resume in Arabic or Hebrew may hold mostly Latin words (names of
 * employers, tools, an English summary) under headings and dates in its own script, so a few words decide;
 * a left-to-right resume rarely holds three (a name in its script is one or two).
 */
export function isRightToLeft(texts: readonly string[]): boolean {
  const words = texts.flatMap((text) => text.split(/\s+/).filter(Boolean));
  return words.filter((word) => RTL_LETTER.test(word)).length >= 3;
}

export function visualToLogical(runs: readonly TextRun[]): TextRun[] {
  const tokens: Token[] = runs.flatMap((run, index) =>
    (run.text.match(/\s+|\S+/g) ?? []).map((raw) => {
      const pieces = raw.split(PIECE_JOINT);
      const text = RTL_LETTER.test(raw) ? pieces.reverse().join('') : pieces.join('');
      return { text, run: index, direction: directionOf(text) };
    }),
  );
  // A neutral between two words of one direction takes it; any other takes the page's (right to left).
  const strongAt = (from: number, step: number) => {
    for (let i = from; i >= 0 && i < tokens.length; i += step) {
      const direction = (tokens[i] as Token).direction;
      if (direction !== 'N') return direction;
    }
    return 'R';
  };
  const resolved = tokens.map((token, i) => {
    if (token.direction !== 'N') return token;
    const before = strongAt(i - 1, -1);
    return { ...token, direction: before === strongAt(i + 1, 1) ? before : ('R' as Direction) };
  });
  const reversed = [...resolved].reverse();
  const ordered: Token[] = [];
  for (let i = 0; i < reversed.length; ) {
    if ((reversed[i] as Token).direction !== 'L') {
      ordered.push(reversed[i] as Token);
      i += 1;
      continue;
    }
    let end = i;
    while (end < reversed.length && (reversed[end] as Token).direction === 'L') end += 1;
    ordered.push(...reversed.slice(i, end).reverse());
    i = end;
  }
  const out: TextRun[] = [];
  let previousRun = -1;
  for (const token of ordered) {
    const last = out.at(-1);
    const style = runs[token.run] as TextRun;
    // Runs were apart on the page: their words stay apart once reordered.
    const text = previousRun >= 0 && token.run !== previousRun ? ` ${token.text}` : token.text;
    if (last && last.isBold === style.isBold && last.isItalic === style.isItalic) last.text += text;
    else out.push({ ...style, text: token.text });
    previousRun = token.run;
  }
  return out.map((run) => ({ ...run, text: run.text.replace(/\s+/g, ' ').trim() })).filter((run) => run.text);
}
