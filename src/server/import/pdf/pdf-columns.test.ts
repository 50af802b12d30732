import { describe, expect, it } from 'vitest';
import { splitColumns } from './pdf-columns';
import type { PdfItem } from './pdf-items';

const item = (x: number, y: number, text: string, width = text.length * 5): PdfItem => ({
  text,
  x,
  y,
  width,
  size: 10,
  isBold: false,
  isItalic: false,
});

/** Lines every 14 pt down the page from y = 700. */
const rows = (count: number, make: (y: number, row: number) => PdfItem[]) =>
  Array.from({ length: count }, (_, row) => make(700 - row * 14, row)).flat();

describe('splitColumns', () => {
  it('splits a sidebar beside the main text at the gutter', () => {
    const items = rows(30, (y, row) => [
      item(36, y, `sidebar line ${row} text`),
      item(220, y - 5, `main column line ${row} with a good deal more words in it`),
    ]);
    const { columns } = splitColumns(items, 612);
    expect(columns.map((column) => column.length)).toEqual([30, 30]);
  });

  it('keeps one column when the right side is only dates at the end of the lines', () => {
    const items = rows(30, (y, row) =>
      row % 5 === 0
        ? [item(36, y, 'Senior Engineer, Acme Corp'), item(470, y, 'Jan 2020 – Present')]
        : [item(48, y, 'A bullet of this job which runs on for quite a few words', 300)],
    );
    const { columns, spanning } = splitColumns(items, 612);
    expect(columns).toEqual([]);
    expect(spanning.length).toBe(items.length);
  });

  it('takes dates set in a narrow left column as notes to the lines beside them', () => {
    const items = rows(12, (y, row) =>
      row % 4 === 0
        ? [item(36, y, '2019 – 2021'), item(160, y, 'Engineer · Acme Corp · Denver, CO')]
        : [item(160, y, 'A bullet of this job which runs on for words', 300)],
    );
    const { sideNotes } = splitColumns(items, 612);
    expect(sideNotes.map((note) => note.text)).toEqual(['2019 – 2021', '2019 – 2021', '2019 – 2021']);
  });
});
