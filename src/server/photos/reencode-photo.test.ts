import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../domain/photo-api';
import { HttpError } from '../http/errors';
import { PHOTO_MAX_SIDE, reencodePhoto } from './reencode-photo';

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

/** A picture of width x height whose pixel at (x, y) is colour(x, y), as RGB bytes sharp can encode. */
function picture(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(colour(x, y), (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** The decoded pixels of an encoded image, 8-bit RGBA, read back with sharp. */
async function pixels(data: Buffer) {
  const { data: rgba, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...rgba.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  ];
  return { width: info.width, height: info.height, rgba: [...rgba], at };
}

async function refusal(file: Uint8Array): Promise<string> {
  try {
    await reencodePhoto(file);
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

/** Near enough: a JPEG's colours move by a few steps when it is encoded again. */
const isNear = (actual: number[], expected: number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 24);

describe('reencodePhoto', () => {
  it('keeps only the pixels of a PNG: text chunks and trailing bytes are gone', async () => {
    const secret = chunk('tEXt', Buffer.from('Comment\0home address 1 Main St'));
    const file = Buffer.concat([
      png(2, 1, 8, 2, [[255, 0, 0, 0, 0, 255]], [secret]),
      Buffer.from('hidden payload'),
    ]);
    const clean = await reencodePhoto(file);
    expect(clean.mediaType).toBe('image/png');
    expect(clean.data.includes('Main St')).toBe(false);
    expect(clean.data.includes('hidden payload')).toBe(false);
    expect((await pixels(clean.data)).rgba).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    expect(typstReads(clean.data, 'p.png')).toBe(true);
  });

  it('reads palette, grey, grey-alpha and 16-bit PNGs, and writes 8 bits a channel', async () => {
    const palette = chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]));
    const indexed = png(8, 1, 1, 3, [[0b10100000]], [palette]);
    expect((await pixels((await reencodePhoto(indexed)).data)).rgba.slice(0, 12)).toEqual([
      255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255,
    ]);
    const greyAlpha = png(1, 1, 8, 4, [[128, 10]]);
    expect((await pixels((await reencodePhoto(greyAlpha)).data)).rgba).toEqual([128, 128, 128, 10]);
    const deep = await reencodePhoto(png(1, 1, 16, 2, [[0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc]]));
    expect((await sharp(deep.data).metadata()).depth).toBe('uchar');
    expect((await pixels(deep.data)).rgba).toEqual([0x12, 0x56, 0x9a, 255]);
  });

  it('scales a large PNG or JPEG down to the longest side allowed, and never up', async () => {
    const wide = await picture(2048, 4, () => [200, 200, 200])
      .png()
      .toBuffer();
    const clean = await reencodePhoto(wide);
    expect([clean.width, clean.height]).toEqual([PHOTO_MAX_SIDE, 2]);
    expect((await pixels(clean.data)).at(0, 0)).toEqual([200, 200, 200, 255]);
    const tall = await picture(300, 1500, () => [10, 120, 40])
      .jpeg()
      .toBuffer();
    expect(await reencodePhoto(tall)).toMatchObject({ mediaType: 'image/jpeg', width: 205, height: 1024 });
    expect(await reencodePhoto(JPEG)).toMatchObject({ width: 48, height: 64 });
  });

  it('rewrites a JPEG without its EXIF and comments, and Typst still reads it', async () => {
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x13]), Buffer.from('Exif\0\0GPS 51.5N 0')]);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0b]), Buffer.from('my secret')]);
    const file = Buffer.concat([
      JPEG.subarray(0, 2),
      exif,
      comment,
      JPEG.subarray(2),
      Buffer.from('trailer'),
    ]);
    const clean = await reencodePhoto(file);
    expect(clean).toMatchObject({ mediaType: 'image/jpeg', width: 48, height: 64 });
    for (const gone of ['Exif', 'GPS', 'my secret', 'trailer', 'ICC_PROFILE'])
      expect(clean.data.includes(gone)).toBe(false);
    expect(clean.data.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(typstReads(clean.data, 'p.jpg')).toBe(true);
  });

  it('turns a portrait phone photo upright: EXIF orientation 6 is applied, then dropped', async () => {
    // Stored 40 x 20 with its left half red; orientation 6 says "turn 90 degrees clockwise to view".
    const sideways = await picture(40, 20, (x) => (x < 20 ? [255, 0, 0] : [0, 0, 255]))
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const clean = await reencodePhoto(sideways);
    expect(clean).toMatchObject({ mediaType: 'image/jpeg', width: 20, height: 40 });
    expect((await sharp(clean.data).metadata()).orientation).toBeUndefined();
    const upright = await pixels(clean.data);
    expect([upright.width, upright.height]).toEqual([20, 40]);
    expect(isNear(upright.at(10, 5), [255, 0, 0, 255])).toBe(true);
    expect(isNear(upright.at(10, 35), [0, 0, 255, 255])).toBe(true);
  });

  it('turns a CMYK JPEG into an RGB one Typst reads, still red', async () => {
    const cmyk = await picture(8, 8, () => [200, 30, 30])
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const clean = await reencodePhoto(cmyk);
    expect((await sharp(clean.data).metadata()).space).toBe('srgb');
    // Still red: libvips's naive RGB-to-CMYK above and its profiled CMYK-to-sRGB back differ in the shade.
    const [red = 0, green = 0, blue = 0] = (await pixels(clean.data)).at(4, 4);
    expect(red).toBeGreaterThan(170);
    expect(Math.max(green, blue)).toBeLessThan(60);
    expect(typstReads(clean.data, 'c.jpg')).toBe(true);
  });

  it('reads an interlaced PNG, which the hand-written decoder refused', async () => {
    const interlaced = await picture(9, 9, (x) => (x < 4 ? [0, 160, 0] : [255, 255, 255]))
      .png({ progressive: true })
      .toBuffer();
    expect((await sharp(interlaced).metadata()).isProgressive).toBe(true);
    const clean = await reencodePhoto(interlaced);
    expect((await pixels(clean.data)).at(1, 8)).toEqual([0, 160, 0, 255]);
  });

  it('refuses a pixel bomb: a small file that claims a huge picture', async () => {
    // 20,000 x 20,000 pixels of one colour deflate to a few hundred kilobytes.
    const row = Buffer.alloc(1 + 20_000);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', Buffer.from([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 0, 0, 0, 0])),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 200 }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect(await refusal(bomb)).toMatch(/too many pixels/);
  });

  it('refuses SVG, GIF, text and broken files with a clear 400', async () => {
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toMatch(
      /PNG or JPEG/,
    );
    expect(await refusal(Buffer.from('GIF89a\x01\x00\x01\x00'))).toMatch(/PNG or JPEG/);
    expect(await refusal(png(2, 1, 8, 2, [[1, 2, 3, 4, 5, 6]]).subarray(0, 40))).toMatch(/could not be read/);
    expect(await refusal(JPEG.subarray(0, JPEG.length / 2))).toMatch(/could not be read/);
    const corrupt = png(1, 1, 8, 2, [[1, 2, 3]]);
    corrupt[8 + 8 + 12] = 1; // the interlace byte, so the header's checksum no longer matches
    expect(await refusal(corrupt)).toMatch(/could not be read/);
    // A WebP under a PNG's first bytes is still not a PNG.
    const webp = await picture(2, 2, () => [1, 2, 3])
      .webp()
      .toBuffer();
    expect(await refusal(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), webp]))).toMatch(
      /could not be read|PNG or JPEG/,
    );
  });
});
