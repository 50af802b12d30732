/**
 * A PDF's text run with its position and font, read by pdf.js (pdf-items.ts). The operator list is fetched too:
 * it is what loads each font's real name (SourceSerif4-Bold), the only reliable sign of weight a PDF carries.
 * Its own file so that the readers of runs (drawn markers, lines, columns) need not import the loader.
 */
export interface PdfItem {
  text: string;
  x: number;
  /** Baseline, from the bottom of the page. */
  y: number;
  width: number;
  size: number;
  isBold: boolean;
  isItalic: boolean;
}
