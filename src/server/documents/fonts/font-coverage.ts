import { tableOffsets, unicodeSubtable } from './font-metrics';
import { loadFontBlobs } from './fonts';

/**
 * Which characters the bundled fonts can draw, read from each font's cmap table. Typst draws a character no
 * font covers as an empty box, and text extraction then loses it: the preview says so instead of letting it
 * disappear silently.
 */

type Range = [first: number, last: number];

function cmapRanges(font: Buffer): Range[] {
  const cmap = tableOffsets(font).get('cmap');
  const subtable = cmap === undefined ? undefined : unicodeSubtable(font, cmap);
  if (!subtable) return [];
  const best = subtable.offset;
  const ranges: Range[] = [];
  if (subtable.format === 12) {
    const groups = font.readUInt32BE(best + 12);
    for (let i = 0; i < groups; i++) {
      const group = best + 16 + i * 12;
      ranges.push([font.readUInt32BE(group), font.readUInt32BE(group + 4)]);
    }
    return ranges;
  }
  const segments = font.readUInt16BE(best + 6) / 2;
  for (let i = 0; i < segments; i++) {
    const end = font.readUInt16BE(best + 14 + i * 2);
    const start = font.readUInt16BE(best + 16 + segments * 2 + i * 2);
    if (start !== 0xffff) ranges.push([start, end]);
  }
  return ranges;
}

/** Merged, sorted ranges of every bundled font. */
function coveredRanges(fonts: Buffer[]): Range[] {
  const all = fonts.flatMap(cmapRanges).sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of all) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

function isCovered(ranges: Range[], codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle]!;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** Characters with nothing to draw anyway: controls, spaces, joiners, variation selectors. */
const INVISIBLE = /\p{Cc}|\p{Cf}|\p{Zs}|\p{Zl}|\p{Zp}|\p{M}|[\uFE00-\uFE0F]/u;
const MAX_REPORTED = 20;

let bundled: Range[] | undefined;

function bundledRanges(): Range[] {
  bundled ??= coveredRanges(loadFontBlobs());
  return bundled;
}

/** The distinct characters of `texts` that no bundled font can draw, in order of appearance (at most 20). */
export function findMissingCharacters(texts: Iterable<string>, fonts?: Buffer[]): string[] {
  const covered = fonts ? coveredRanges(fonts) : bundledRanges();
  const missing = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      if (INVISIBLE.test(character) || missing.has(character)) continue;
      if (!isCovered(covered, character.codePointAt(0) ?? 0)) missing.add(character);
      if (missing.size >= MAX_REPORTED) return [...missing];
    }
  }
  return [...missing];
}

/** Every string of a JSON value (the render model), for the coverage check. */
export function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsOf(item);
}
