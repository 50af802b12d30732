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

/** Each block of side notes (a date that wrapped over two lines) joins the line level with its top. */
function attachNotes(lines: TextLine[], notes: TextLine[]): TextLine[] {
  const blocks: TextLine[][] = [];
  for (const note of notes) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    if (block && last && (last.y ?? 0) - (note.y ?? 0) < note.size * 1.6) block.push(note);
    else blocks.push([note]);
  }
  for (const block of blocks) {
    const top = block[0]?.y ?? 0;
    const text = block.map((note) => note.text).join(' ');
    const target = lines.find((line) => Math.abs((line.y ?? 0) - top) < (line.size || 10) * 0.8);
    if (target) {
      target.runs.push({ text, isBold: false, isItalic: false });
      target.text = `${target.text} ${text}`;
    }
  }
  return lines;
}

function pageLines(page: PdfPageItems): TextLine[] {
  const { spanning, columns, sideNotes } = splitColumns(page.items, page.width);
  if (sideNotes.length > 0) return attachNotes(columnLines(spanning), columnLines(sideNotes));
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
