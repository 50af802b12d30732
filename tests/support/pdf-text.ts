import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { PdfDocument, PdfPage } from './pdf-document';

/**
 * Two readings of a PDF's text from pdf.js, as different ATS parsers read it: the content order (how a
 * tagged, single-flow PDF is meant to be read) and the page's geometry (lines top to bottom, runs left to
 * right, right-to-left runs put back in logical order), plus the tagged headings.
 */

/** Each page's text in content order, runs joined as they come; raw, so a lost character or ligature shows. */
export function contentTexts(document: PdfDocument): string[] {
  return document.pages.map((page) =>
    page.items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join(''),
  );
}

/** Content-order page texts, NFKC-normalised so ligatures read as their letters. */
export function pageTexts(document: PdfDocument): string[] {
  return contentTexts(document).map((text) => text.normalize('NFKC'));
}

const x = (item: TextItem): number => item.transform[4] as number;
const baseline = (item: TextItem): number => item.transform[5] as number;
const isBlank = (item: TextItem): boolean => item.str.trim() === '';

/** Runs on one baseline (within a third of the smaller font size) form a line. */
function lines(page: PdfPage): TextItem[][] {
  const runs = page.items.filter((item) => item.str !== '');
  runs.sort((a, b) => baseline(b) - baseline(a) || x(a) - x(b));
  const result: TextItem[][] = [];
  for (const run of runs) {
    const line = result.at(-1);
    const first = line?.[0];
    const tolerance = Math.min(run.height || 1, first?.height || 1) / 3;
    if (line && first && Math.abs(baseline(first) - baseline(run)) <= Math.max(tolerance, 0.5))
      line.push(run);
    else result.push([run]);
  }
  return result.map((line) => line.sort((a, b) => x(a) - x(b)));
}

/** pdf.js gives a right-to-left line's runs left to right (visual order): reverse each such stretch. */
function logicalOrder(line: TextItem[]): TextItem[] {
  const ordered: TextItem[] = [];
  let stretch: TextItem[] = [];
  const flush = () => {
    // Blanks at the stretch's ends belong to the left-to-right text around it.
    const trailing: TextItem[] = [];
    while (stretch.length > 0 && isBlank(stretch.at(-1) as TextItem))
      trailing.unshift(stretch.pop() as TextItem);
    ordered.push(...stretch.reverse(), ...trailing);
    stretch = [];
  };
  for (const run of line) {
    if (run.dir === 'rtl' || (stretch.length > 0 && isBlank(run))) stretch.push(run);
    else {
      flush();
      ordered.push(run);
    }
  }
  flush();
  return ordered;
}

/** A space where runs are apart by more than a fifth of the font size, as a layout extractor prints. */
function joinLine(line: TextItem[]): string {
  let text = '';
  let end: number | undefined;
  for (const run of line) {
    if (end !== undefined && x(run) - end > (run.height || 1) / 5 && !text.endsWith(' ')) text += ' ';
    text += run.str;
    end = x(run) + run.width;
  }
  return text;
}

/** One line's text, right-to-left stretches in logical order. */
function lineText(line: TextItem[]): string {
  const spaced = joinLine(line);
  return line.some((run) => run.dir === 'rtl') ? joinLine(logicalOrder(line)) || spaced : spaced;
}

/** The page's text by geometry, one line per baseline, pages separated by a form feed. */
export function layoutText(document: PdfDocument): string {
  return document.pages.map((page) => lines(page).map(lineText).join('\n')).join('\n\f');
}

/**
 * The page's text by geometry, column by column as a column-aware extractor (pdftotext without -layout, most
 * ATS parsers) reads a two-column page: the lines of the runs left of `splitX`, then those right of it.
 */
export function columnLayoutText(document: PdfDocument, splitX: (page: PdfPage) => number): string {
  return document.pages
    .map((page) => {
      const split = splitX(page);
      const column = (isLeft: boolean) =>
        lines({ ...page, items: page.items.filter((item) => x(item) < split === isLeft) }).map(lineText);
      return [...column(true), ...column(false)].join('\n');
    })
    .join('\n\f');
}

export interface PdfHeading {
  level: number;
  text: string;
}

/** The tagged headings (H1..H6) in structure order with the text of their marked content. */
export function headings(document: PdfDocument): PdfHeading[] {
  const found: PdfHeading[] = [];
  for (const page of document.pages) {
    const textOf = (node: unknown): string => {
      if (typeof node !== 'object' || node === null) return '';
      if ('type' in node && node.type === 'content' && 'id' in node)
        return page.markedText.get(String(node.id)) ?? '';
      return 'children' in node && Array.isArray(node.children) ? node.children.map(textOf).join('') : '';
    };
    const visit = (node: unknown): void => {
      if (typeof node !== 'object' || node === null || !('children' in node) || !Array.isArray(node.children))
        return;
      const level = 'role' in node ? /^H([1-6])$/.exec(String(node.role)) : null;
      if (level) found.push({ level: Number(level[1]), text: textOf(node).trim() });
      else node.children.forEach(visit);
    };
    visit(page.structTree);
  }
  return found;
}

/** Whitespace-insensitive: line breaks and justification may move spaces, never letters. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '');
}
