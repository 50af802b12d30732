import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { type Deadline, importError } from '../import-errors';
import { filledMarks, markerItems } from './drawn-markers';
import { loadPdfJs } from './load-pdf-js';
import type { PdfItem } from './pdf-item';

export type { PdfItem } from './pdf-item';

export interface PdfPageItems {
  width: number;
  height: number;
  items: PdfItem[];
}

export const PDF_MAX_PAGES = 10;

const BOLD_FONT = /bold|black|heavy|semibold|demi|extrab|[-,]bd\b/i;
const ITALIC_FONT = /italic|oblique|[-,]it\b/i;

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;

function fontNameOf(objects: { has(id: string): boolean; get(id: string): unknown }, id: string): string {
  if (!objects.has(id)) return '';
  const font = objects.get(id) as { name?: unknown } | null;
  return typeof font?.name === 'string' ? font.name : '';
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/** pdf.js works asynchronously: past this, its task is destroyed so a file that stalls it cannot hold a request. */
const PDF_TIME_LIMIT_MS = 5_000;

export async function readPdfItems(data: Uint8Array, deadline: Deadline): Promise<PdfPageItems[]> {
  let isTimedOut = false;
  let destroy: (() => Promise<void>) | undefined;
  const timer = setTimeout(() => {
    isTimedOut = true;
    void destroy?.();
  }, PDF_TIME_LIMIT_MS);
  try {
    return await readItems(data, deadline, (task) => {
      destroy = () => task.destroy();
    });
  } catch (error) {
    if (isTimedOut) throw importError.tooSlow();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function readItems(
  data: Uint8Array,
  deadline: Deadline,
  onTask: (task: { destroy(): Promise<void> }) => void,
): Promise<PdfPageItems[]> {
  const { getDocument, OPS } = await loadPdfJs();
  // pdf.js takes the buffer it is given (and refuses a Node Buffer): it gets a plain copy.
  const task = getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    fontExtraProperties: true,
    stopAtErrors: false,
    // Warnings about fonts we never draw would only fill the logs.
    verbosity: 0,
  });
  onTask(task);
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    if (errorName(error) === 'PasswordException') throw importError.pdfEncrypted();
    throw importError.pdfCorrupt();
  }
  try {
    if (document.numPages > PDF_MAX_PAGES) throw importError.pdfTooManyPages(document.numPages);
    const pages: PdfPageItems[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      deadline.check();
      const page = await document.getPage(number);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const operators = await page.getOperatorList();
      const items = content.items.filter(isTextItem).flatMap((item): PdfItem[] => {
        if (item.str.trim() === '') return [];
        const [a = 0, b = 0, , d = 0, x = 0, y = 0] = item.transform as number[];
        const font = fontNameOf(page.commonObjs, item.fontName);
        return [
          {
            text: item.str.normalize('NFKC'),
            x,
            y,
            width: item.width,
            size: Math.abs(d) || Math.hypot(a, b) || item.height,
            isBold: BOLD_FONT.test(font),
            isItalic: ITALIC_FONT.test(font),
          },
        ];
      });
      const marks = filledMarks(operators.fnArray, operators.argsArray as unknown[][], OPS);
      pages.push({ width, height, items: [...items, ...markerItems(marks, items)] });
      page.cleanup();
    }
    return pages;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw importError.pdfCorrupt();
  } finally {
    await document.destroy();
  }
}
