import { describe, expect, it } from 'vitest';
import { safeCell, unguardedCell } from './csv-cell';
import { sniffDelimiter } from './read-jobs-csv';

describe('safeCell and unguardedCell', () => {
  it('prefixes a formula-like cell with an apostrophe, and the import takes it off again', () => {
    for (const value of ['=1+1', '+33 1 23', '-5', '@SUM(A1)', '\t=x', '\r=x'])
      expect(unguardedCell(safeCell(value))).toBe(value);
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('Plain, text')).toBe('Plain, text');
    expect(unguardedCell("'quoted on purpose")).toBe("'quoted on purpose");
  });
});

describe('sniffDelimiter', () => {
  it('takes the delimiter found most often outside quotes in the header row', () => {
    expect(sniffDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(sniffDelimiter('"a,b";c;d\n')).toBe(';');
    expect(sniffDelimiter('\uFEFFa\tb\tc')).toBe('\t');
    expect(sniffDelimiter('title')).toBe(',');
  });
});
