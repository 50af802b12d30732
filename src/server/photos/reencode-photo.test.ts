import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { decodePng, encodePng, MAX_SIDE } from './png-reencode';
import { reencodePhoto } from './reencode-photo';

const JPEG = readFileSync(new URL('../../../tests/support/images/portrait.jpg', import.meta.url));

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG written by hand: any colour type and depth, with extra chunks where a camera app would put them. */
function png(
  width: number,
  height: number,
  depth: number,
  type: number,
  rows: number[][],
  extra: Buffer[] = [],
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = type;
  const raw = Buffer.concat(rows.map((row) => Buffer.from([0, ...row])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function refusal(file: Uint8Array): string {
  try {
    reencodePhoto(file);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('accepted');
}

/** Typst, which typesets the photo, reads the re-encoded file. */
function typstReads(data: Buffer, name: string): boolean {
  const compiler = NodeCompiler.create({ workspace: '/tmp', fontArgs: [{ fontBlobs: [] }] });
  compiler.mapShadow(`/tmp/${name}`, data);
  const result = compiler.compile({ mainFileContent: `#image("/${name}", width: 2cm)` });
  return Boolean(result.result) && !result.hasError();
}

describe('reencodePhoto', () => {
  it('keeps only the pixels of a PNG: text chunks and trailing bytes are gone', () => {
    const secret = chunk('tEXt', Buffer.from('Comment\0home address 1 Main St'));
    const file = Buffer.concat([
      png(2, 1, 8, 2, [[255, 0, 0, 0, 0, 255]], [secret]),
      Buffer.from('hidden payload'),
    ]);
    const clean = reencodePhoto(file);
    expect(clean.mediaType).toBe('image/png');
    expect(clean.data.includes('Main St')).toBe(false);
    expect(clean.data.includes('hidden payload')).toBe(false);
    expect([...decodePng(clean.data).rgba]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    expect(typstReads(clean.data, 'p.png')).toBe(true);
  });

  it('reads palette, grey, grey-alpha and 16-bit PNGs', () => {
    const palette = chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]));
    const indexed = png(8, 1, 1, 3, [[0b10100000]], [palette]);
    expect([...decodePng(reencodePhoto(indexed).data).rgba.slice(0, 12)]).toEqual([
      255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255,
    ]);
    const greyAlpha = png(1, 1, 8, 4, [[128, 10]]);
    expect([...decodePng(reencodePhoto(greyAlpha).data).rgba]).toEqual([128, 128, 128, 10]);
    const deep = png(1, 1, 16, 2, [[0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc]]);
    expect([...decodePng(reencodePhoto(deep).data).rgba]).toEqual([0x12, 0x56, 0x9a, 255]);
  });

  it('scales a large PNG down to the longest side allowed', () => {
    const wide = encodePng({ width: 2048, height: 4, rgba: new Uint8Array(2048 * 4 * 4).fill(200) });
    const clean = reencodePhoto(wide);
    expect([clean.width, clean.height]).toEqual([MAX_SIDE, 2]);
  });

  it('rewrites a JPEG without its EXIF and comments, and Typst still reads it', () => {
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x13]), Buffer.from('Exif\0\0GPS 51.5N 0')]);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0b]), Buffer.from('my secret')]);
    const file = Buffer.concat([
      JPEG.subarray(0, 2),
      exif,
      comment,
      JPEG.subarray(2),
      Buffer.from('trailer'),
    ]);
    const clean = reencodePhoto(file);
    expect(clean).toMatchObject({ mediaType: 'image/jpeg', width: 48, height: 64 });
    for (const gone of ['Exif', 'GPS', 'my secret', 'trailer', 'ICC_PROFILE'])
      expect(clean.data.includes(gone)).toBe(false);
    expect(clean.data.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(typstReads(clean.data, 'p.jpg')).toBe(true);
  });

  it('refuses SVG, GIF, text and broken files with a clear 400', () => {
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toMatch(
      /PNG or JPEG/,
    );
    expect(refusal(Buffer.from('GIF89a\x01\x00\x01\x00'))).toMatch(/PNG or JPEG/);
    expect(refusal(png(2, 1, 8, 2, [[1, 2, 3, 4, 5, 6]]).subarray(0, 40))).toMatch(/could not be read/);
    expect(refusal(JPEG.subarray(0, JPEG.length / 2))).toMatch(/could not be read/);
    const interlaced = png(1, 1, 8, 2, [[1, 2, 3]]);
    interlaced[8 + 8 + 12] = 1;
    expect(refusal(interlaced)).toMatch(/could not be read|interlaced/);
  });
});
