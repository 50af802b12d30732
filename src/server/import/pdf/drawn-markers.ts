import type { PdfItem } from './pdf-item';

/**
 * List markers a browser draws instead of writing (Chromium's discs, CSS `::before` boxes): small filled shapes
 * in the page's operator list, just left of a line's first text. Each becomes a '•' item on that text's
 * baseline, so the line reads as a list item exactly as one with a written glyph does.
 */

type Matrix = [number, number, number, number, number, number];

/** The operator codes this reads, from pdf.js's OPS. */
export interface PathOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
}

interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

const DATED = /\b(19|20)\d{2}\b/;
const MIN_SIDE = 1.5;
const MAX_SIDE = 7;

const multiply = (m: Matrix, n: number[]): Matrix => [
  m[0] * (n[0] ?? 1) + m[2] * (n[1] ?? 0),
  m[1] * (n[0] ?? 1) + m[3] * (n[1] ?? 0),
  m[0] * (n[2] ?? 0) + m[2] * (n[3] ?? 1),
  m[1] * (n[2] ?? 0) + m[3] * (n[3] ?? 1),
  m[0] * (n[4] ?? 0) + m[2] * (n[5] ?? 0) + m[4],
  m[1] * (n[4] ?? 0) + m[3] * (n[5] ?? 0) + m[5],
];

function pageBox(m: Matrix, [x0, y0, x1, y1]: number[]): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [x0 ?? 0, y0 ?? 0],
    [x1 ?? 0, y0 ?? 0],
    [x0 ?? 0, y1 ?? 0],
    [x1 ?? 0, y1 ?? 0],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

/** Small, roughly square filled shapes, in page coordinates (the space of the text items). */
export function filledMarks(fnArray: number[], argsArray: unknown[][], ops: PathOps): Box[] {
  const fills = new Set([ops.fill, ops.eoFill, ops.fillStroke, ops.eoFillStroke]);
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const marks: Box[] = [];
  fnArray.forEach((fn, index) => {
    const args = argsArray[index] ?? [];
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === ops.constructPath && fills.has(args[0] as number) && args[2]) {
      const box = pageBox(ctm, Array.from(args[2] as ArrayLike<number>));
      const width = box.right - box.left;
      const height = box.top - box.bottom;
      const isSmall = [width, height].every((side) => side >= MIN_SIDE && side <= MAX_SIDE);
      if (isSmall && width / height > 0.5 && width / height < 2) marks.push(box);
    }
  });
  return marks;
}

/** A '•' item for each mark that sits just left of a text item, at the height of its letters. */
export function markerItems(marks: Box[], items: PdfItem[]): PdfItem[] {
  const added: PdfItem[] = [];
  for (const mark of marks) {
    const middle = (mark.bottom + mark.top) / 2;
    const text = items
      .filter((item) => {
        const gap = item.x - mark.right;
        return (
          gap >= 0 &&
          gap <= item.size * 2.5 &&
          middle >= item.y - item.size * 0.1 &&
          middle <= item.y + item.size * 0.8
        );
      })
      .sort((a, b) => a.x - b.x)[0];
    // A timeline's dot beside a date and an accent square before a (bold) heading are no list markers.
    if (text && !text.isBold && !DATED.test(text.text))
      added.push({
        text: '•',
        x: mark.left,
        y: text.y,
        width: mark.right - mark.left,
        size: text.size,
        isBold: false,
        isItalic: false,
      });
  }
  return added;
}
