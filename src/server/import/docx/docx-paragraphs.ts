import { Parser } from 'htmlparser2';
import { knownSectionKind } from '../sections/section-titles';
import { BULLET_PREFIX, lineOf, type TextLine, type TextRun } from '../sections/text-line';
import { type DocxStyles, resolveStyle } from './docx-styles';

/**
 * word/document.xml -> lines: each paragraph is a line (a line break inside it starts another), each tab
 * starts a new run, as does a change of weight. List paragraphs and paragraphs that start with a bullet glyph
 * are list items. A table row whose cells hold one paragraph each reads as one line (date | title); a row of
 * cells holding many paragraphs is a layout table (sidebar | main) and reads cell after cell. A text box's
 * paragraphs (inside a paragraph of the page) come before the paragraph that anchors them; Word writes each box
 * twice (DrawingML, and a VML copy in mc:Fallback for old readers), and only the first is read.
 */

interface Paragraph {
  styleId?: string;
  isList: boolean;
  spaceBefore: number;
  /** Left indent in points (w:ind left or start); 0 when the paragraph sets none. */
  indent: number;
  runs: TextRun[];
  sizes: number[];
  breaks: TextRun[][];
}

interface RunProps {
  isBold?: boolean;
  isItalic?: boolean;
  size?: number;
  styleId?: string;
}

const isOn = (attributes: Record<string, string>) => !/^(0|false|off)$/i.test(attributes['w:val'] ?? '');

const textOf = (cell: Paragraph[]) =>
  cell
    .flatMap((p) => p.runs.map((run) => run.text))
    .join(' ')
    .trim();

export function readParagraphs(xml: string, styles: DocxStyles): TextLine[] {
  const lines: TextLine[] = [];
  let rows: Paragraph[][][] = [];
  let tableDepth = 0;
  let cell: Paragraph[] | undefined;
  let paragraph: Paragraph | undefined;
  let run: RunProps | undefined;
  let isText = false;
  let blankBefore = 0;
  /** Depth inside mc:Fallback: the copy of what mc:Choice already held. */
  let fallbackDepth = 0;
  /** The paragraphs (and their open run) a text box's paragraphs are nested in. */
  const anchors: { paragraph: Paragraph; run: RunProps | undefined }[] = [];

  const toLines = (p: Paragraph): TextLine[] => {
    const style = resolveStyle(styles, p.styleId);
    const size =
      p.sizes.sort((a, b) => a - b)[Math.floor(p.sizes.length / 2)] ??
      style.size ??
      (style.isTitle ? 26 : styles.defaultSize);
    return [...p.breaks, p.runs].flatMap((runs, index) => {
      const first = runs[0];
      const hasGlyph = first !== undefined && BULLET_PREFIX.test(first.text.trimStart());
      if (hasGlyph && first) first.text = first.text.trimStart().replace(BULLET_PREFIX, '');
      const line = lineOf(runs, {
        size,
        isBullet: p.isList || hasGlyph,
        headingLevel: style.headingLevel ?? 0,
        gapBefore: index === 0 ? p.spaceBefore / size + blankBefore : 0,
        indent: p.indent,
      });
      if (style.isBold && runs.every((r) => !r.isBold)) line.isBold = true;
      return line.text ? [line] : [];
    });
  };
  const emit = (p: Paragraph) => {
    const produced = toLines(p);
    if (produced.length === 0) blankBefore = 1;
    else blankBefore = 0;
    lines.push(...produced);
  };
  const flushRow = (whole: Paragraph[][]) => {
    // A row whose first cell names a section ('Work experience' | the jobs) is a heading, then its content.
    const label = whole.length > 1 ? textOf(whole[0] ?? []) : '';
    const row = label && knownSectionKind(label) ? whole.slice(1) : whole;
    if (row !== whole) for (const p of whole[0] ?? []) emit(p);
    const isSimple = row.every((c) => c.filter((p) => p.runs.length > 0).length <= 1);
    if (isSimple) {
      const paragraphs = row.flatMap((c) => c.filter((p) => p.runs.length > 0));
      const [first] = paragraphs;
      if (first)
        emit({ ...first, runs: paragraphs.flatMap((p) => p.runs), breaks: [], isList: first.isList });
    } else {
      // A layout table: the cell with the name (Title style) is read first, so a sidebar does not swallow it.
      const hasTitle = (c: Paragraph[]) => c.some((p) => resolveStyle(styles, p.styleId).isTitle);
      const ordered = [...row].sort((a, b) => Number(hasTitle(b)) - Number(hasTitle(a)));
      for (const c of ordered) for (const p of c) emit(p);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'mc:fallback' || fallbackDepth > 0) {
          if (name === 'mc:fallback') fallbackDepth += 1;
          return;
        }
        if (name === 'w:p' && paragraph) {
          anchors.push({ paragraph, run });
          run = undefined;
        }
        if (name === 'w:tbl') tableDepth += 1;
        else if (name === 'w:tr' && tableDepth === 1) rows.push([]);
        else if (name === 'w:tc' && tableDepth === 1) {
          cell = [];
          rows.at(-1)?.push(cell);
        } else if (name === 'w:p')
          paragraph = { isList: false, spaceBefore: 0, indent: 0, runs: [], sizes: [], breaks: [] };
        else if (!paragraph) return;
        else if (name === 'w:pstyle' && !run) paragraph.styleId = attributes['w:val'];
        else if (name === 'w:numpr') paragraph.isList = true;
        else if (name === 'w:spacing' && !run && attributes['w:before'])
          paragraph.spaceBefore = Number(attributes['w:before']) / 20;
        else if (name === 'w:ind' && !run) {
          const twips = Number(attributes['w:left'] ?? attributes['w:start'] ?? 0);
          paragraph.indent = Number.isFinite(twips) ? Math.max(0, twips / 20) : 0;
        } else if (name === 'w:r') run = {};
        else if (!run) return;
        else if (name === 'w:rstyle') run.styleId = attributes['w:val'];
        else if (name === 'w:b') run.isBold = isOn(attributes);
        else if (name === 'w:i') run.isItalic = isOn(attributes);
        else if (name === 'w:sz' && attributes['w:val']) run.size = Number(attributes['w:val']) / 2;
        else if (name === 'w:t') isText = true;
        else if (name === 'w:tab') paragraph.runs.push({ text: '', isBold: false, isItalic: false });
        else if (name === 'w:br') {
          paragraph.breaks.push(paragraph.runs);
          paragraph.runs = [];
        }
      },
      ontext(text) {
        if (!isText || !paragraph || !run || fallbackDepth > 0) return;
        const style = resolveStyle(styles, paragraph.styleId);
        const characterStyle = resolveStyle(styles, run.styleId);
        const isBold = run.isBold ?? characterStyle.isBold ?? style.isBold ?? false;
        const isItalic = run.isItalic ?? characterStyle.isItalic ?? style.isItalic ?? false;
        const last = paragraph.runs.at(-1);
        // Runs of one style join; an empty run left by a tab keeps the next text apart.
        if (last && last.text !== '' && last.isBold === isBold && last.isItalic === isItalic)
          last.text += text;
        else if (last && last.text === '') Object.assign(last, { text, isBold, isItalic });
        else paragraph.runs.push({ text, isBold, isItalic });
        if (run.size) for (let i = 0; i < text.length; i += 10) paragraph.sizes.push(run.size);
      },
      onclosetag(name) {
        if (fallbackDepth > 0) {
          if (name === 'mc:fallback') fallbackDepth -= 1;
          return;
        }
        if (name === 'w:t') isText = false;
        else if (name === 'w:r') run = undefined;
        else if (name === 'w:p' && paragraph) {
          if (tableDepth > 0 && cell) cell.push(paragraph);
          else if (tableDepth === 0) emit(paragraph);
          const anchor = anchors.pop();
          paragraph = anchor?.paragraph;
          run = anchor?.run;
        } else if (name === 'w:tbl') {
          tableDepth -= 1;
          if (tableDepth === 0) {
            for (const row of rows) flushRow(row);
            rows = [];
          }
        }
      },
    },
    { xmlMode: false, lowerCaseTags: true, lowerCaseAttributeNames: false, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return lines;
}
