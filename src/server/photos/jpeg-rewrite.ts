import { PhotoError } from './photo-error';

/**
 * A JPEG rewritten segment by segment (ADR 0057): with no image library installed it cannot be decoded and
 * encoded again here, so its structure is checked and only what draws the picture is kept (quantisation and
 * Huffman tables, frame, restart interval, scans); EXIF (with its GPS position), XMP, comments and anything
 * after the end marker are dropped. Typst decodes the result in Rust when it typesets. The Adobe segment is
 * kept: it says how the colours are coded.
 */

const KEPT = new Set([0xdb, 0xc4, 0xdd, 0xc0, 0xc1, 0xc2, 0xee]);
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Other frame types (lossless, arithmetic coding, hierarchical) that few decoders read. */
const UNSUPPORTED_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const MAX_SIDE = 10_000;

export function rewriteJpeg(file: Uint8Array): { data: Buffer; width: number; height: number } {
  const buffer = Buffer.from(file);
  if (buffer[0] !== 0xff || buffer[1] !== 0xd8) throw PhotoError.unreadable();
  const parts: Buffer[] = [buffer.subarray(0, 2)];
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  while (at < buffer.length) {
    if (buffer[at] !== 0xff) throw PhotoError.unreadable();
    const marker = buffer[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      if (!size || scans === 0) throw PhotoError.unreadable();
      parts.push(buffer.subarray(at, at + 2));
      return { data: Buffer.concat(parts), ...size };
    }
    const length = buffer.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > buffer.length) throw PhotoError.unreadable();
    if (UNSUPPORTED_FRAMES.has(marker)) throw PhotoError.unsupported('a lossless or arithmetic-coded JPEG');
    if (FRAMES.has(marker)) {
      const height = buffer.readUInt16BE(at + 5);
      const width = buffer.readUInt16BE(at + 7);
      if (width === 0 || height === 0) throw PhotoError.unreadable();
      if (width > MAX_SIDE || height > MAX_SIDE || width * height > 40_000_000) throw PhotoError.tooLarge();
      size = { width, height };
    }
    if (marker === 0xda) {
      // A scan: its header, then entropy-coded data up to the next marker that is not a stuffed 0xFF00 or a
      // restart marker (0xFFD0-0xFFD7).
      if (!size) throw PhotoError.unreadable();
      let next = end;
      while (next + 1 < buffer.length) {
        const byte = buffer[next + 1] ?? 0;
        if (buffer[next] === 0xff && byte !== 0x00 && !(byte >= 0xd0 && byte <= 0xd7)) break;
        next += 1;
      }
      parts.push(buffer.subarray(at, next));
      scans += 1;
      at = next;
      continue;
    }
    if (KEPT.has(marker)) parts.push(buffer.subarray(at, end));
    at = end;
  }
  throw PhotoError.unreadable();
}
