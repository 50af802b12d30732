import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Golden images without an image tool: pdf.js renders the page (on the canvas of its own optional
 * dependency, @napi-rs/canvas) and the pixels are turned grey and written as binary PGM (a tiny header and
 * one byte per pixel); baselines are those bytes gzipped, and the comparison counts pixels whose grey level
 * moved by more than a threshold, so anti-aliasing noise passes and a moved line does not.
 */

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** What pdf.js's Node canvas factory hands out, as far as this file uses it (its type says only Object). */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: HTMLCanvasElement;
    context: {
      getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
    };
  };
}

export async function renderPagePgm(pdf: Uint8Array, page = 1, dpi = 50): Promise<Uint8Array> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pdfPage = await document.getPage(page);
    const viewport = pdfPage.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const { canvas, context } = (document.canvasFactory as CanvasFactory).create(width, height);
    await pdfPage.render({ canvas, viewport }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
    const pgm = new Uint8Array(header.length + width * height);
    pgm.set(header);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      const at = pixel * 4;
      // ITU-R 601 luma.
      pgm[header.length + pixel] = Math.round(
        0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!,
      );
    }
    return pgm;
  } finally {
    await document.destroy();
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
