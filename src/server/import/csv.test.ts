import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, a BOM and CRLF line ends', () => {
    const text = '\uFEFFTitle,Description\r\n"Engineer, Senior","Said ""hi""\r\nthen left"\r\nPlain,x\r\n';
    expect(parseCsv(text)).toEqual([
      { Title: 'Engineer, Senior', Description: 'Said "hi"\r\nthen left' },
      { Title: 'Plain', Description: 'x' },
    ]);
  });

  it('fills missing cells, skips blank lines and keeps a last line without a line end', () => {
    expect(parseCsv('a,b,c\n1\n\n2,3,4')).toEqual([
      { a: '1', b: '', c: '' },
      { a: '2', b: '3', c: '4' },
    ]);
  });

  it('never throws on malformed input: a stray quote is text, an open quote runs to the end', () => {
    expect(parseCsvRows('a"b,c\n"open,d\ne')).toEqual([['a"b', 'c'], ['open,d\ne']]);
    expect(parseCsv('')).toEqual([]);
  });
});
