import { describe, expect, it } from 'vitest';
import { filledMarks, markerItems, type PathOps } from './drawn-markers';
import type { PdfItem } from './pdf-items';

const OPS: PathOps = {
  save: 10,
  restore: 11,
  transform: 12,
  constructPath: 91,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
};
const STROKE = 20;
const text = (value: string, x: number, y: number): PdfItem => ({
  text: value,
  x,
  y,
  width: value.length * 5,
  size: 10,
  isBold: false,
  isItalic: false,
});

describe('drawn list markers (issue 29 B)', () => {
  it('finds small filled shapes through the transforms, and gives the text beside each a bullet', () => {
    // A page flipped the way Chromium writes it (y down, scaled), a 4 pt disc drawn at (72, 103) in its space.
    const fnArray = [
      OPS.save,
      OPS.transform,
      OPS.constructPath,
      OPS.restore,
      OPS.constructPath,
      OPS.constructPath,
    ];
    const argsArray = [
      [],
      [1, 0, 0, -1, 0, 792],
      [OPS.fill, [], [72, 103, 76, 107]],
      [],
      [STROKE, [], [72, 600, 76, 604]], // a stroked box: no marker
      [OPS.fill, [], [40, 500, 400, 501]], // a rule under a heading: no marker
    ];
    const marks = filledMarks(fnArray, argsArray, OPS);
    expect(marks).toEqual([{ left: 72, right: 76, bottom: 685, top: 689 }]);
    const items = [text('Run daily operations', 84, 686), text('Portland, OR', 60, 700)];
    expect(markerItems(marks, items)).toEqual([
      { text: '•', x: 72, y: 686, width: 4, size: 10, isBold: false, isItalic: false },
    ]);
  });

  it('takes no accent square before a bold heading and no timeline dot before a date for a marker', () => {
    const marks = [
      { left: 40, right: 46, bottom: 700, top: 706 },
      { left: 40, right: 44, bottom: 650, top: 654 },
    ];
    const heading = { ...text('EXPERIENCE', 50, 700), isBold: true };
    expect(markerItems(marks, [heading, text('Mar 2021 – Present', 50, 650)])).toEqual([]);
  });
});
