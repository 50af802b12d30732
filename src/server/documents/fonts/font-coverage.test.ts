import { describe, expect, it } from 'vitest';
import { findMissingCharacters, stringsOf } from './font-coverage';

describe('findMissingCharacters', () => {
  it('finds nothing missing in Latin, accented, Greek and Cyrillic text and typographic punctuation', () => {
    expect(
      findMissingCharacters([
        'Zoë Ångström – “quoted” café',
        'Αλέξανδρος Παπαδόπουλος',
        'Ольга Смирнова',
        '€ £ ¥ • …',
      ]),
    ).toEqual([]);
  });

  it('finds nothing missing in Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Devanagari and emoji', () => {
    expect(
      findMissingCharacters([
        '王小明 やまだ カタカナ',
        '김민준',
        'مرحبا بالعالم',
        'שלום עולם',
        'สวัสดี',
        'नमस्ते',
        'Shipped 🚀 😀 ✅ ★ 👍',
      ]),
    ).toEqual([]);
  });

  it('reports each character no bundled font can draw, once, in order', () => {
    // Ethiopic and Cherokee: scripts no bundled font covers.
    expect(findMissingCharacters(['ሰላም and ሰ', 'Name ᏣᎳᎩ here'])).toEqual(['ሰ', 'ላ', 'ም', 'Ꮳ', 'Ꮃ', 'Ꭹ']);
  });

  it('ignores spaces, controls, joiners and variation selectors', () => {
    expect(findMissingCharacters(['a\u200Bb\u200Dc\uFE0F d\te\u00A0f'])).toEqual([]);
  });

  it('reports at most 20 characters', () => {
    // Ethiopic syllables: no bundled font has them.
    const many = Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x1200 + i)).join('');
    expect(findMissingCharacters([many])).toHaveLength(20);
  });
});

describe('stringsOf', () => {
  it('walks every string of a nested value', () => {
    expect([...stringsOf({ a: 'x', b: [{ c: 'y' }, 3, null], d: { e: 'z' } })]).toEqual(['x', 'y', 'z']);
  });
});
