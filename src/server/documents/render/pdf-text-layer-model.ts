import type { PdfValue } from './pdf-syntax';

/**
 * What the text-layer repair reads out of a PDF (ADR 0094): its objects, fonts, text-showing operators and
 * /ActualText spans. Its own module so that the repair and the glyph-width rewrite share it without importing
 * each other.
 */

export interface PdfObject {
  id: number;
  /** The object's whole text, `N 0 obj` to `endobj`, Latin-1. */
  text: string;
  dict: PdfValue;
  dictEnd: number;
  stream?: { raw: string; flate: boolean };
}

export interface Font {
  type0: PdfObject;
  cidFont: PdfObject;
  toUnicodeObject: PdfObject;
  toUnicode: Map<number, string>;
  widths: Map<number, number>;
  defaultWidth: number;
  cmapChanged: boolean;
}

export type TjItem = number | number[];

export interface ShowText {
  font: Font;
  fontSize: number;
  items: TjItem[];
  /** Where the operands start and the operator ends, in the decompressed content. */
  start: number;
  end: number;
  /** The text object (BT ... ET) it is in, counted from 0. */
  line: number;
  /** The Tm set just before it: where the operator is, and the x it moves the pen to (a plain translation). */
  tm?: { start: number; end: number; x: number; frame: string };
}

/** An /ActualText marked-content sequence: its text and where its BDC and EMC are. */
export interface ActualText {
  text: string;
  begin: [number, number];
  end: [number, number];
}

/** Glyphs drawn inside one /ActualText marked-content sequence: one cluster of the shaper. */
export interface Span {
  font: Font;
  glyphs: number[];
  text: string;
  /** Where its BDC (operands included) and its EMC are, in the decompressed content; none for a cluster
   *  the writer drew without a span. */
  begin?: [number, number];
  end?: [number, number];
}

export interface Content {
  object: PdfObject;
  text: string;
  shows: ShowText[];
  /** Text objects whose pen this code does not follow (a Td, character spacing, a scaled matrix...). */
  unfollowed: Set<number>;
  spans: Span[];
  /** Glyphs drawn outside any multi-glyph span: they keep the text they are mapped to. */
  alone: Array<[Font, number]>;
  /** Where the last `cm` before each text object puts it (Typst draws each in a frame of its own): the x of
   *  its origin and the y of its baseline, when the matrix only moves (and flips) the page. */
  frames: Map<number, { x: number; y: number }>;
  /** Every /ActualText span, one glyph or more. */
  actualTexts: ActualText[];
}

/** How one TJ is written again for the marks read apart from their glyphs (pdf-word-final-marks.ts). */
export interface ShowEdit {
  /** Glyphs (by their index among the TJ's glyphs) not drawn where they were: drawn by another TJ's `after`. */
  skip: Set<number>;
  /** Glyphs drawn where they were, under another code. */
  replace: Map<number, number>;
  /** Blank glyphs drawn before a glyph, `offset` thousandths of an em left of it, in this order. */
  before: Map<number, Array<{ glyph: number; offset: number }>>;
  /** Glyphs drawn after the TJ's last, `offset` thousandths of an em from where it starts. */
  after: Array<{ glyph: number; offset: number }>;
}
