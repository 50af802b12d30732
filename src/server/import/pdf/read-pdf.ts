import type { Deadline } from '../import-errors';
import { importError } from '../import-errors';
import { type ReadResult, resumeFromLines } from '../sections/resume-from-lines';
import { splitSections } from '../sections/split-sections';
import type { TextLine } from '../sections/text-line';
import { isRightToLeft } from './bidi-order';
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

interface PageFlow {
  /** The full-width text and the main column, in reading order. */
  main: TextLine[];
  /** A sidebar: read after every page's main text, or before it when it holds the name. */
  side: TextLine[];
  isSideFirst: boolean;
}

const letterCount = (lines: TextLine[]) => lines.reduce((sum, line) => sum + line.text.length, 0);

function pageFlow(page: PdfPageItems, largest: number): PageFlow {
  const split = splitColumns(page.items, page.width);
  // On a right-to-left page the dates sit at the line's left end, where a left-to-right page keeps side notes:
  // there they are part of their line, which reads them in its own order.
  const isRtl = isRightToLeft(page.items.map((item) => item.text));
  const spanning = isRtl ? [...split.spanning, ...split.sideNotes] : split.spanning;
  const sideNotes = isRtl ? [] : split.sideNotes;
  const { columns } = split;
  const top = spanning.length > 0 ? columnLines(spanning) : [];
  if (sideNotes.length > 0)
    return { main: attachNotes(top, columnLines(sideNotes)), side: [], isSideFirst: false };
  const [first = [], second = []] = columns.map(columnLines);
  // The main column is the one with more text; a sidebar's sections must not cut into the jobs that run on
  // from one page to the next, so all sidebars are read together, apart from the main text.
  const [main, side] = letterCount(first) >= letterCount(second) ? [first, second] : [second, first];
  const hasName = (lines: TextLine[]) => lines.slice(0, 3).some((line) => line.size >= largest - 0.5);
  return { main: [...top, ...main], side, isSideFirst: hasName(side) && !hasName(main) };
}

export async function readPdf(data: Uint8Array, deadline: Deadline): Promise<ReadResult> {
  const pages = await readPdfItems(data, deadline);
  const letters = pages.reduce(
    (sum, page) => sum + page.items.reduce((n, item) => n + item.text.trim().length, 0),
    0,
  );
  if (letters < 20) throw importError.pdfNoText();
  const largest = Math.max(0, ...pages.flatMap((page) => page.items.map((item) => item.size)));
  const flows = pages.map((page) => {
    deadline.check();
    return pageFlow(page, largest);
  });
  const mains = flows.flatMap((flow) => flow.main);
  const sides = flows.flatMap((flow) => flow.side);
  const isSideFirst = flows.some((flow) => flow.isSideFirst);
  return resumeFromLines(isSideFirst ? [...sides, ...mains] : withSideHeader(mains, sides));
}

/**
 * A sidebar that opens with lines under no heading (the contact details beside the name) belongs to the
 * header: read after the main column, those lines would run on from its last section and be lost.
 */
function withSideHeader(mains: TextLine[], sides: TextLine[]): TextLine[] {
  const sideHeader = splitSections(sides).header.length;
  if (sideHeader === 0) return [...mains, ...sides];
  const mainHeader = splitSections(mains).header.length;
  return [
    ...mains.slice(0, mainHeader),
    ...sides.slice(0, sideHeader),
    ...mains.slice(mainHeader),
    ...sides.slice(sideHeader),
  ];
}
