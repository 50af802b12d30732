import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { advanceWidths } from './font-metrics';
import { familyFontPaths } from './fonts';

const [regular, italic] = familyFontPaths('@expo-google-fonts/source-serif-4', 'SourceSerif4').map((path) =>
  advanceWidths(readFileSync(path)),
);

describe('advanceWidths', () => {
  it('reads each character its advance in em, narrow letters narrower than wide ones', () => {
    const width = (character: string) => regular!(character.codePointAt(0)!)!;
    expect(width('i')).toBeGreaterThan(0.2);
    expect(width('i')).toBeLessThan(width('m'));
    expect(width('m')).toBeLessThan(1);
    expect(width(' ')).toBeGreaterThan(0.15);
    // Accented and Greek letters are in the family too.
    expect(width('é')).toBeCloseTo(width('e'), 2);
  });

  it('says undefined for a character the font lacks', () => {
    expect(regular!('王'.codePointAt(0)!)).toBeUndefined();
    expect(italic!('😀'.codePointAt(0)!)).toBeUndefined();
  });
});
