import type { Deadline } from '../import-errors';
import { importError } from '../import-errors';
import { type ReadResult, resumeFromLines } from '../sections/resume-from-lines';
import type { TextLine } from '../sections/text-line';
import { splitColumns } from './pdf-columns';
import { type PdfPageItems, readPdfItems } from './pdf-items';
import { columnLines } from './pdf-lines';

/**
 * PDF -> resume: pdf.js text runs, each page cut into its columns, lines in reading order, then the section
 * logic the DOCX reader shares. The column holding the page's largest text (the name) is read first, so the
 * header comes before a sidebar's sections.
 */

function pageLines(page: PdfPageItems): TextLine[] {
  const { spanning, columns } = splitColumns(page.items, page.width);
  const regions = columns.map(columnLines);
  const largest = Math.max(0, ...page.items.map((item) => item.size));
  const hasName = (lines: TextLine[]) => lines.slice(0, 3).some((line) => line.size >= largest - 0.5);
  regions.sort((a, b) => Number(hasName(b)) - Number(hasName(a)));
  return [...(spanning.length > 0 ? columnLines(spanning) : []), ...regions.flat()];
}

export async function readPdf(data: Uint8Array, deadline: Deadline): Promise<ReadResult> {
  const pages = await readPdfItems(data, deadline);
  const letters = pages.reduce(
    (sum, page) => sum + page.items.reduce((n, item) => n + item.text.trim().length, 0),
    0,
  );
  if (letters < 20) throw importError.pdfNoText();
  const lines = pages.flatMap((page) => {
    deadline.check();
    return pageLines(page);
  });
  return resumeFromLines(lines);
}
