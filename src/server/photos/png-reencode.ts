import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { PhotoError } from './photo-error';

/**
 * A PNG decoded to pixels and written anew (ADR 0057): only the pixels survive, so metadata chunks (text,
 * EXIF, ICC profiles) and anything hidden after the image are dropped, and a file that does not decode is
 * refused. Non-interlaced PNGs of every colour type and bit depth are read; larger than MAX_SIDE on a side,
 * the picture is scaled down by averaging, as a resume photo never needs more.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const MAX_SIDE = 1024;
/** Bigger than any real photo; stops a tiny file from inflating into gigabytes of pixels. */
const MAX_PIXELS = 40_000_000;

type Decoded = { width: number; height: number; rgba: Uint8Array };

export function reencodePng(file: Uint8Array): { data: Buffer; width: number; height: number } {
  const decoded = scaleDown(decodePng(Buffer.from(file)));
  return { data: encodePng(decoded), width: decoded.width, height: decoded.height };
}

export function decodePng(buffer: Buffer): Decoded {
  if (buffer.length < 8 || !buffer.subarray(0, 8).equals(SIGNATURE)) throw PhotoError.unreadable();
  let at = 8;
  let header: { width: number; height: number; depth: number; type: number; interlace: number } | null = null;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const idat: Buffer[] = [];
  while (at + 8 <= buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const data = buffer.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw PhotoError.unreadable();
    at += 12 + length;
    if (type === 'IHDR') {
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        depth: data[8] ?? 0,
        type: data[9] ?? 0,
        interlace: data[12] ?? 0,
      };
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
  }
  if (!header || idat.length === 0) throw PhotoError.unreadable();
  const { width, height, depth, type, interlace } = header;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) throw PhotoError.tooLarge();
  if (interlace !== 0) throw PhotoError.unsupported('an interlaced PNG');
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type];
  const isValidDepth = type === 0 || type === 3 ? [1, 2, 4, 8, 16].includes(depth) : [8, 16].includes(depth);
  if (!channels || !isValidDepth || (type === 3 && (!palette || depth === 16))) throw PhotoError.unreadable();
  const bitsPerPixel = channels * depth;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const expected = height * (rowBytes + 1);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    throw PhotoError.unreadable();
  }
  if (raw.length < expected) throw PhotoError.unreadable();
  const pixels = unfilter(raw, height, rowBytes, Math.max(1, bitsPerPixel >> 3));
  return {
    width,
    height,
    rgba: toRgba(pixels, { width, height, depth, type, rowBytes }, palette, transparency),
  };
}

function unfilter(raw: Buffer, height: number, rowBytes: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * rowBytes);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)];
    const source = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    const prior = row - rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const value = raw[source + x] ?? 0;
      const left = x >= bpp ? (out[row + x - bpp] ?? 0) : 0;
      const up = y > 0 ? (out[prior + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= bpp ? (out[prior + x - bpp] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) predicted = paeth(left, up, upLeft);
      else if (filter !== 0) throw PhotoError.unreadable();
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

type Layout = { width: number; height: number; depth: number; type: number; rowBytes: number };

function toRgba(
  pixels: Uint8Array,
  layout: Layout,
  palette: Buffer | null,
  alpha: Buffer | null,
): Uint8Array {
  const { width, height, depth, type, rowBytes } = layout;
  const rgba = new Uint8Array(width * height * 4);
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type] ?? 1;
  const max = (1 << Math.min(depth, 8)) - 1;
  // The sample'th value of a row, at any bit depth, as 0..255 (or a palette index for colour type 3).
  const sample = (row: number, index: number): number => {
    if (depth === 16) return pixels[row + index * 2] ?? 0;
    if (depth === 8) return pixels[row + index] ?? 0;
    const bit = index * depth;
    const value = ((pixels[row + (bit >> 3)] ?? 0) >> (8 - depth - (bit & 7))) & max;
    return type === 3 ? value : Math.round((value * 255) / max);
  };
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      const at = x * channels;
      let rgb: [number, number, number];
      let a = 255;
      if (type === 3) {
        const index = sample(row, at);
        rgb = [palette?.[index * 3] ?? 0, palette?.[index * 3 + 1] ?? 0, palette?.[index * 3 + 2] ?? 0];
        a = alpha?.[index] ?? 255;
      } else if (type === 0 || type === 4) {
        const grey = sample(row, at);
        rgb = [grey, grey, grey];
        if (type === 4) a = sample(row, at + 1);
      } else {
        rgb = [sample(row, at), sample(row, at + 1), sample(row, at + 2)];
        if (type === 6) a = sample(row, at + 3);
      }
      rgba.set([...rgb, a], out);
    }
  }
  return rgba;
}

/** Box-averaged down to MAX_SIDE on the longer side; smaller pictures are kept as they are. */
function scaleDown(image: Decoded): Decoded {
  const scale = MAX_SIDE / Math.max(image.width, image.height);
  if (scale >= 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.min(image.height, Math.max(y0 + 1, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor((x + 1) / scale)));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++)
          for (let c = 0; c < 4; c++) sum[c]! += image.rgba[(sy * image.width + sx) * 4 + c] ?? 0;
      const count = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) rgba[(y * width + x) * 4 + c] = Math.round(sum[c]! / count);
    }
  }
  return { width, height, rgba };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGB, or RGBA when any pixel is see-through; each row with the Sub filter, which suits photographs. */
export function encodePng({ width, height, rgba }: Decoded): Buffer {
  let isOpaque = true;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) isOpaque = false;
  const channels = isOpaque ? 3 : 4;
  const rowBytes = width * channels;
  const raw = Buffer.alloc(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    const start = y * (rowBytes + 1);
    raw[start] = 1;
    for (let x = 0; x < width; x++)
      for (let c = 0; c < channels; c++) {
        const value = rgba[(y * width + x) * 4 + c] ?? 0;
        const left = x > 0 ? (rgba[(y * width + x - 1) * 4 + c] ?? 0) : 0;
        raw[start + 1 + x * channels + c] = (value - left) & 0xff;
      }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = isOpaque ? 2 : 6;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
