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

  it('reports each character no bundled font can draw, once, in order', () => {
    expect(findMissingCharacters(['王小明 and 王', 'Emoji 🚀 here', '김민준'])).toEqual([
      '王',
      '小',
      '明',
      '🚀',
      '김',
      '민',
      '준',
    ]);
  });

  it('ignores spaces, controls, joiners and variation selectors', () => {
    expect(findMissingCharacters(['a\u200Bb\u200Dc\uFE0F d\te\u00A0f'])).toEqual([]);
  });

  it('reports at most 20 characters', () => {
    const many = Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    expect(findMissingCharacters([many])).toHaveLength(20);
  });
});

describe('stringsOf', () => {
  it('walks every string of a nested value', () => {
    expect([...stringsOf({ a: 'x', b: [{ c: 'y' }, 3, null], d: { e: 'z' } })]).toEqual(['x', 'y', 'z']);
  });
});
