import type { PdfDocument } from './pdf-document';

export interface PdfFont {
  name: string;
  embedded: boolean;
  subset: boolean;
  /** The font carries a ToUnicode map, so its glyphs extract as text. */
  unicode: boolean;
}

/**
 * BaseFont names of the font dictionaries that carry /ToUnicode. pdf.js builds a Unicode map for every font
 * (from the encoding when the PDF has none), so whether the PDF itself has one is read from the file: Typst
 * writes plain objects (no object streams), each dictionary in the clear before its stream, if any.
 */
function fontsWithToUnicode(pdf: Uint8Array): Set<string> {
  const names = new Set<string>();
  for (const object of Buffer.from(pdf)
    .toString('latin1')
    .split(/\bendobj\b/)) {
    const dictionary = object.split(/\bstream\b/)[0] ?? '';
    const name = /\/BaseFont\s*\/([^\s/<>[\]()]+)/.exec(dictionary)?.[1];
    if (name && /\/Type\s*\/Font\b/.test(dictionary) && /\/ToUnicode\s+\d+\s+\d+\s+R/.test(dictionary))
      names.add(name);
  }
  return names;
}

/** Every font the pages use, once, like poppler's pdffonts table. */
export function pdfFonts(document: PdfDocument, pdf: Uint8Array): PdfFont[] {
  const withUnicode = fontsWithToUnicode(pdf);
  const byName = new Map<string, PdfFont>();
  for (const { name, embedded } of document.pages.flatMap((page) => page.fonts))
    byName.set(name, { name, embedded, subset: /^[A-Z]{6}\+/.test(name), unicode: withUnicode.has(name) });
  return [...byName.values()];
}
