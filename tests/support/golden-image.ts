import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Golden images without an image library: poppler's pdftoppm renders the PDF in grey as binary PGM (a tiny
 * header and one byte per pixel), baselines are those bytes gzipped, and the comparison counts pixels whose
 * grey level moved by more than a threshold, so anti-aliasing noise passes and a moved line does not.
 */

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function renderPagePgm(pdf: Uint8Array, page = 1, dpi = 50): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'resumable-golden-'));
  try {
    const input = join(dir, 'document.pdf');
    writeFileSync(input, pdf);
    const args = ['-r', String(dpi), '-gray', '-f', String(page), '-l', String(page), '-singlefile', input];
    execFileSync('pdftoppm', [...args, join(dir, 'page')], { stdio: 'ignore' });
    return new Uint8Array(readFileSync(join(dir, 'page.pgm')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Binary PGM: 'P5', width, height, maxval (<= 255), each separated by whitespace, then the pixels. */
export function parsePgm(bytes: Uint8Array): GreyImage {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at += 1;
    let field = '';
    while (at < bytes.length && !/\s/.test(String.fromCharCode(bytes[at]!)))
      field += String.fromCharCode(bytes[at++]!);
    fields.push(field);
  }
  const [magic, width, height, maxval] = fields;
  if (magic !== 'P5' || Number(maxval) > 255) throw new Error('not an 8-bit binary PGM');
  const pixels = bytes.subarray(at + 1);
  const image = { width: Number(width), height: Number(height), pixels };
  if (pixels.length !== image.width * image.height) throw new Error('PGM pixel data has the wrong length');
  return image;
}

export interface ImageDifference {
  sameSize: boolean;
  /** Share of pixels whose grey level differs by more than the threshold, 0..1. */
  changedShare: number;
}

export function compareImages(actual: GreyImage, expected: GreyImage, threshold = 48): ImageDifference {
  if (actual.width !== expected.width || actual.height !== expected.height)
    return { sameSize: false, changedShare: 1 };
  let changed = 0;
  for (let index = 0; index < actual.pixels.length; index += 1)
    if (Math.abs(actual.pixels[index]! - expected.pixels[index]!) > threshold) changed += 1;
  return { sameSize: true, changedShare: changed / actual.pixels.length };
}
