import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StructTreeNode, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

/**
 * A PDF as pdf.js (the reader in Firefox and many ATS pipelines) sees it, loaded once for the test helpers
 * beside this file: no poppler, nothing but the npm package, so document tests run wherever Node does.
 */
export interface PdfPage {
  width: number;
  height: number;
  /** Text runs in content-stream order (the reading order of a tagged, single-flow PDF). */
  items: TextItem[];
  /** Text of each marked-content sequence, by the id the structure tree refers to. */
  markedText: Map<string, string>;
  structTree: StructTreeNode | null;
  links: string[];
  /** Names of the fonts the page's content sets (the BaseFont, subset prefix included). */
  fonts: { name: string; embedded: boolean }[];
}

export interface PdfDocument {
  title: string | undefined;
  author: string | undefined;
  /** The catalog's MarkInfo /Marked: the PDF says it is tagged. */
  tagged: boolean;
  pages: PdfPage[];
}

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;

/** Splits the marked-content stream into text per id; text inside nested sequences counts for the innermost. */
function textByMarkedContent(items: (TextItem | TextMarkedContent)[]): Map<string, string> {
  const texts = new Map<string, string>();
  const open: (string | null)[] = [];
  for (const item of items) {
    if (isTextItem(item)) {
      const id = open.at(-1);
      if (id) texts.set(id, (texts.get(id) ?? '') + item.str);
    } else if (item.type === 'endMarkedContent') open.pop();
    else open.push(item.type === 'beginMarkedContentProps' && item.id ? item.id : null);
  }
  return texts;
}

function infoText(info: unknown, key: string): string | undefined {
  const value = (info as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfDocument> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy. fontExtraProperties keeps each
  // font's name and embedding on the objects handed back.
  const document = await getDocument({
    data: pdf.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    fontExtraProperties: true,
  }).promise;
  try {
    const { info } = await document.getMetadata();
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent({ includeMarkedContent: true });
      const links = (await page.getAnnotations())
        .filter((annotation) => annotation.subtype === 'Link' && typeof annotation.url === 'string')
        .map((annotation) => annotation.url as string);
      const operators = await page.getOperatorList();
      const fontIds = new Set<string>();
      operators.fnArray.forEach((operator, index) => {
        if (operator === OPS.setFont) fontIds.add(String(operators.argsArray[index][0]));
      });
      const fonts = [...fontIds].map((id) => {
        const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
        return { name: font.name, embedded: !font.missingFile };
      });
      pages.push({
        width,
        height,
        items: content.items.filter(isTextItem),
        markedText: textByMarkedContent(content.items),
        structTree: await page.getStructTree(),
        links,
        fonts,
      });
    }
    return {
      title: infoText(info, 'Title'),
      author: infoText(info, 'Author'),
      tagged: (await document.getMarkInfo())?.Marked === true,
      pages,
    };
  } finally {
    await document.destroy();
  }
}
