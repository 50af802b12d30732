import { readPdf } from './pdf-document';
import { headings, type PdfHeading, pageTexts } from './pdf-text';

/**
 * Test helpers for one question each about a PDF, read with pdf.js (tests/support/pdf-document.ts); a test
 * asking several reads the document once with readPdf and uses pdf-text.ts and pdf-fonts.ts.
 */

export { compact } from './pdf-text';

/** Page texts in reading order, NFKC-normalised so ligatures read as their letters. */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  return pageTexts(await readPdf(pdf));
}

export interface PdfInfo {
  title: string | undefined;
  author: string | undefined;
  tagged: boolean;
  pages: number;
  /** The first page's size in points. */
  pageSize: { width: number; height: number };
}

export async function pdfInfo(pdf: Uint8Array): Promise<PdfInfo> {
  const document = await readPdf(pdf);
  const first = document.pages[0];
  return {
    title: document.title,
    author: document.author,
    tagged: document.tagged,
    pages: document.pages.length,
    pageSize: { width: first?.width ?? 0, height: first?.height ?? 0 },
  };
}

/** The tagged PDF's headings in reading order, as level and text: H1 "Ada Lovelace" -> {level: 1, text}. */
export async function pdfHeadings(pdf: Uint8Array): Promise<PdfHeading[]> {
  return headings(await readPdf(pdf));
}
