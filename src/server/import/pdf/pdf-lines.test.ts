import { describe, expect, it } from 'vitest';
import type { PdfItem } from './pdf-items';
import { columnLines } from './pdf-lines';

/** A run of 10 pt text at (x, y), about 5 pt a character, as pdf.js reports it. */
const item = (text: string, x: number, y: number, isBold = false): PdfItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  size: 10,
  isBold,
  isItalic: false,
});

describe('PDF lines (issue 29 B)', () => {
  it('keeps apart list lines whose markers are drawn, joins a line wrapped at the margin, and gives each its indent', () => {
    // 63 characters: to x 330, past 80% of the column, yet 'Raised' would have fitted before its end at 385.
    const text = 'Wrote the monthly newsletter for sixty thousand readers a month';
    const lines = columnLines([
      item('Marketing Coordinator at Bluebonnet Credit Union', 0, 700, true),
      item(text, 15, 686),
      item('Raised email open rates from 18% to 31% in one year', 15, 672), // ends at x 270
      item('Organise four community events a year', 15, 658),
      item('Ran the stall at the county fairs and the spring market for the sales team', 15, 644), // to x 385
      item('members', 15, 630), // 'members' would not have fitted after x 385 on a column ending at 385
    ]);
    expect(lines.map((line) => [line.text, line.indent])).toEqual([
      ['Marketing Coordinator at Bluebonnet Credit Union', 0],
      [text, 15],
      ['Raised email open rates from 18% to 31% in one year', 15],
      ['Organise four community events a year', 15],
      ['Ran the stall at the county fairs and the spring market for the sales team members', 15],
    ]);
  });
});
