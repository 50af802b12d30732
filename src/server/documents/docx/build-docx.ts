import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  TabStopType,
  TextRun,
} from 'docx';
import type { Resume } from '../../../domain/resume';
import { buildResumeView } from '../view/view-model';
import type { EntryView, ResumeView } from '../view/view-types';
import { createBlockWriter, LIST_NUMBERING } from './docx-blocks';
import { type DocxFonts, docxFonts, fontTableXml } from './docx-fonts';
import { joinedItems } from './docx-rich-text';
import { DOCX_THEMES, type DocxTheme, marginTwips, PAGE_TWIPS, wordColor } from './docx-theme';

/**
 * Resume -> DOCX from the same view model as the Typst templates, so both downloads carry the same strings.
 * Word's own styles do the work: Title for the name, Heading 1 for sections, Heading 2 for entries, list
 * numbering for bullets, so the file stays editable and ATS parsers read its structure.
 */

const GREY = '555555';
const halfPoints = (points: number) => Math.round(points * 2);

export async function buildResumeDocx(resume: Resume): Promise<Uint8Array> {
  const view = buildResumeView(resume);
  // The font table names each font with the common one Word uses where it is not installed (docx-fonts.ts).
  const fonts = docxFonts(view, resume.fontFamily);
  const buffer = await Packer.toBuffer(resumeDocument(view, fonts), false, [
    { path: 'word/fontTable.xml', data: fontTableXml(fonts) },
  ]);
  return new Uint8Array(buffer);
}

export function resumeDocument(view: ResumeView, fonts: DocxFonts = docxFonts(view, 'template')): Document {
  const theme = DOCX_THEMES[view.design.template];
  const accent = wordColor(view.design.accent);
  const body = view.design.fontSize * theme.scale;
  const page = PAGE_TWIPS[view.design.paper];
  const margin = marginTwips(view.design.marginMm);
  const isRtl = view.design.dir === 'rtl';
  return new Document({
    title: view.documentTitle,
    creator: view.author || 'Resumable',
    styles: documentStyles(theme, accent, body, fonts.runFonts, view.design),
    numbering: LIST_NUMBERING,
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children: content(view, theme, body, page.width - 2 * margin, isRtl),
      },
    ],
  });
}

/** The layout settings documentStyles reads; the cover letter's DOCX passes none and gets the template's own. */
type StyleSettings = Pick<ResumeView['design'], 'lineSpacing' | 'sectionSpacing' | 'lang' | 'dir'>;
const TEMPLATE_SETTINGS: StyleSettings = { lineSpacing: 1, sectionSpacing: 1, lang: 'en', dir: 'ltr' };

/** Word styles of a template's theme; the cover letter's DOCX uses them too, so the two look like one set. */
export function documentStyles(
  theme: DocxTheme,
  accent: string,
  body: number,
  fonts: DocxFonts['runFonts'] | string = theme.font,
  settings: StyleSettings = TEMPLATE_SETTINGS,
) {
  const font = fonts;
  const after = theme.paragraphAfter * 20 * settings.lineSpacing;
  const headingColor = theme.accentHeadings ? accent : '000000';
  const isRtl = settings.dir === 'rtl';
  // Word's line spacing is in 240ths of a line: 240 is single.
  const line = Math.round(240 * settings.lineSpacing);
  const language = { value: settings.lang, ...(isRtl ? { bidirectional: settings.lang } : {}) };
  const sectionBefore = Math.round(200 * settings.sectionSpacing);
  return {
    default: {
      document: {
        run: { font, size: halfPoints(body), language, ...(isRtl ? { rightToLeft: true } : {}) },
        paragraph: { spacing: { after, line } },
      },
      title: {
        run: {
          font,
          size: halfPoints(body * 2.1),
          bold: true,
          color: theme.centredHeader ? '000000' : accent,
        },
        paragraph: { spacing: { after: 60 } },
      },
      heading1: {
        run: {
          font,
          size: halfPoints(body * 1.15),
          bold: true,
          color: headingColor,
          allCaps: theme.upperHeadings,
        },
        paragraph: {
          // Keep with next: a section heading never stands alone at the foot of a page.
          keepNext: true,
          spacing: { before: sectionBefore, after: 80 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } },
        },
      },
      heading2: {
        run: { font, size: halfPoints(body), bold: true, color: '000000' },
        paragraph: { keepNext: true, spacing: { before: 120, after: 20 } },
      },
      hyperlink: { run: { color: accent, underline: {} } },
    },
  };
}

/** Name (as Word's Title), job title and contact line: the resume's header and the cover letter's letterhead. */
export function headerParagraphs(
  view: ResumeView,
  theme: DocxTheme,
  body: number,
  isRtl = false,
): Paragraph[] {
  const bidi = isRtl ? { bidirectional: true } : {};
  const start = isRtl ? AlignmentType.RIGHT : AlignmentType.LEFT;
  const alignment = theme.centredHeader ? AlignmentType.CENTER : start;
  const small = halfPoints(body * 0.85);
  const out: Paragraph[] = [];
  if (view.name)
    out.push(
      new Paragraph({ ...bidi, heading: HeadingLevel.TITLE, alignment, children: [new TextRun(view.name)] }),
    );
  if (view.jobTitle)
    out.push(
      new Paragraph({
        ...bidi,
        alignment,
        children: [
          new TextRun({ text: view.jobTitle, italics: !theme.upperHeadings, size: halfPoints(body * 1.1) }),
        ],
      }),
    );
  if (view.contacts.length > 0)
    out.push(
      new Paragraph({
        ...bidi,
        alignment,
        children: joinedItems(view.contacts, ' • ', { size: small, color: GREY }),
      }),
    );
  return out;
}

function content(
  view: ResumeView,
  theme: DocxTheme,
  body: number,
  textWidth: number,
  isRtl: boolean,
): Paragraph[] {
  const writeBlocks = createBlockWriter(isRtl);
  const bidi = isRtl ? { bidirectional: true } : {};
  const small = halfPoints(body * 0.85);
  const out: Paragraph[] = headerParagraphs(view, theme, body, isRtl);
  out.push(...writeBlocks(view.summary));

  const entries = (list: EntryView[]) =>
    list.flatMap((entry) => entryParagraphs(entry, writeBlocks, small, textWidth, bidi));
  // The sections in the chosen order, under their renamed or translated headings; hidden ones are absent.
  // A Word document has one column: the side column's sections follow in the same order.
  for (const section of view.sections) {
    out.push(sectionHeading(section.title, bidi));
    if (section.kind === 'entries') out.push(...entries(section.entries));
    else if (section.kind === 'list') out.push(new Paragraph({ ...bidi, text: section.items.join(', ') }));
    else out.push(...writeBlocks(section.blocks));
  }
  return out;
}

type Bidi = { bidirectional?: boolean };

function sectionHeading(title: string, bidi: Bidi): Paragraph {
  return new Paragraph({ ...bidi, heading: HeadingLevel.HEADING_1, children: [new TextRun(title)] });
}

/** Title and subtitle as a Heading 2 with the date at a right tab stop, then location, details and blocks. */
function entryParagraphs(
  entry: EntryView,
  writeBlocks: ReturnType<typeof createBlockWriter>,
  small: number,
  textWidth: number,
  bidi: Bidi,
): Paragraph[] {
  const out: Paragraph[] = [];
  const head = [entry.title, entry.subtitle].filter(Boolean).join(', ');
  if (head || entry.date) {
    const children: ParagraphChild[] = [new TextRun(head)];
    if (entry.date) children.push(new TextRun({ text: `\t${entry.date}`, bold: false, color: GREY }));
    out.push(
      new Paragraph({
        ...bidi,
        heading: HeadingLevel.HEADING_2,
        tabStops: [{ type: TabStopType.RIGHT, position: textWidth }],
        children,
      }),
    );
  }
  if (entry.location)
    out.push(
      new Paragraph({
        ...bidi,
        keepNext: entry.blocks.length > 0,
        children: [new TextRun({ text: entry.location, italics: true, size: small, color: GREY })],
      }),
    );
  if (entry.details.length > 0)
    out.push(new Paragraph({ ...bidi, children: joinedItems(entry.details, ' • ', { size: small }) }));
  out.push(...writeBlocks(entry.blocks));
  return out;
}
