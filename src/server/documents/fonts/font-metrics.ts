/**
 * Advance widths read from a TrueType/OpenType font's cmap, hhea, head and hmtx tables: how wide each
 * character is before shaping (kerning and ligatures adjust it slightly afterwards). Used for lower bounds on
 * how much room text needs, never for drawing.
 */

/** Where each table starts, by tag ('cmap', 'hmtx', ...). */
export function tableOffsets(font: Buffer): Map<string, number> {
  const offsets = new Map<string, number>();
  const tableCount = font.readUInt16BE(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    offsets.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return offsets;
}

/** The cmap's Unicode subtable: full repertoire (format 12) preferred over the BMP-only one (format 4). */
export function unicodeSubtable(font: Buffer, cmap: number): { offset: number; format: 4 | 12 } | undefined {
  const subtableCount = font.readUInt16BE(cmap + 2);
  let best: { offset: number; format: 4 | 12 } | undefined;
  for (let index = 0; index < subtableCount; index++) {
    const record = cmap + 4 + index * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(offset);
    const isUnicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (isUnicode && (format === 12 || (format === 4 && best?.format !== 12))) best = { offset, format };
  }
  return best;
}

/** The Unicode cmap subtable as a character -> glyph lookup (0: no glyph). */
function glyphLookup(font: Buffer, cmap: number): (codePoint: number) => number {
  const subtable = unicodeSubtable(font, cmap);
  if (!subtable) return () => 0;
  const best = subtable.offset;
  if (subtable.format === 12) {
    const groups = font.readUInt32BE(best + 12);
    return (codePoint) => {
      for (let index = 0; index < groups; index++) {
        const group = best + 16 + index * 12;
        const start = font.readUInt32BE(group);
        if (codePoint < start) return 0;
        if (codePoint <= font.readUInt32BE(group + 4))
          return font.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    };
  }
  const segments = font.readUInt16BE(best + 6) / 2;
  const ends = best + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let index = 0; index < segments; index++) {
      if (codePoint > font.readUInt16BE(ends + index * 2)) continue;
      const start = font.readUInt16BE(starts + index * 2);
      if (codePoint < start) return 0;
      const delta = font.readInt16BE(deltas + index * 2);
      const rangeOffsetAt = rangeOffsets + index * 2;
      const rangeOffset = font.readUInt16BE(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsetAt + rangeOffset + 2 * (codePoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** A font's advance width per character, in em; undefined for a character the font does not have. */
export function advanceWidths(font: Buffer): (codePoint: number) => number | undefined {
  const tables = tableOffsets(font);
  const cmap = tables.get('cmap');
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  if (cmap === undefined || head === undefined || hhea === undefined || hmtx === undefined)
    return () => undefined;
  const unitsPerEm = font.readUInt16BE(head + 18);
  const metricCount = font.readUInt16BE(hhea + 34);
  const glyphOf = glyphLookup(font, cmap);
  return (codePoint) => {
    const glyph = glyphOf(codePoint);
    if (glyph === 0) return undefined;
    const metric = Math.min(glyph, metricCount - 1);
    return font.readUInt16BE(hmtx + metric * 4) / unitsPerEm;
  };
}
