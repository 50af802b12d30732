import { execFileSync } from 'node:child_process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withPdfFile } from './pdf-inspect';

/**
 * Test helpers for the exported PDF, beside pdf-inspect.ts: the layout text of pdftotext, the text and
 * link annotations as pdf.js (the reader in Firefox and many ATS pipelines) sees them, and pdffonts' table.
 */

/** `pdftotext -layout`, raw (no normalisation), so a broken ligature or lost character shows. */
export function pdfLayoutText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (path) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  );
}

export interface PdfFont {
  name: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  const out = withPdfFile(pdf, (path) =>
    execFileSync('pdffonts', [path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // The last six columns are fixed: emb sub uni object-id generation; the name has no spaces.
      const columns = line.trim().split(/\s+/);
      const [emb, sub, uni] = columns.slice(-5, -2);
      return { name: columns[0]!, embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
    });
}

export interface PdfJsContent {
  /** Each page's text items joined in content order (the reading order a tagged, single-flow PDF gives). */
  pages: string[];
  links: string[];
}

export async function pdfJsContent(pdf: Uint8Array): Promise<PdfJsContent> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
      for (const annotation of await page.getAnnotations())
        if (annotation.subtype === 'Link' && typeof annotation.url === 'string') links.push(annotation.url);
    }
    return { pages, links };
  } finally {
    await document.destroy();
  }
}
