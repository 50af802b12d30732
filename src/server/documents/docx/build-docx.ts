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
import { joinedItems } from './docx-rich-text';
import { DOCX_THEMES, type DocxTheme, MARGIN_TWIPS, PAGE_TWIPS, wordColor } from './docx-theme';

/**
 * Resume -> DOCX from the same view model as the Typst templates, so both downloads carry the same strings.
 * Word's own styles do the work: Title for the name, Heading 1 for sections, Heading 2 for entries, list
 * numbering for bullets, so the file stays editable and ATS parsers read its structure.
 */

const GREY = '555555';
const halfPoints = (points: number) => Math.round(points * 2);

export async function buildResumeDocx(resume: Resume): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(resumeDocument(buildResumeView(resume)));
  return new Uint8Array(buffer);
}

export function resumeDocument(view: ResumeView): Document {
  const theme = DOCX_THEMES[view.design.template];
  const accent = wordColor(view.design.accent);
  const body = view.design.fontSize * theme.scale;
  const page = PAGE_TWIPS[view.design.paper];
  return new Document({
    title: view.documentTitle,
    creator: view.author || 'Resumable',
    styles: documentStyles(theme, accent, body),
    numbering: LIST_NUMBERING,
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: { top: MARGIN_TWIPS, bottom: MARGIN_TWIPS, left: MARGIN_TWIPS, right: MARGIN_TWIPS },
          },
        },
        children: content(view, theme, body, page.width - 2 * MARGIN_TWIPS),
      },
    ],
  });
}

/** Word styles of a template's theme; the cover letter's DOCX uses them too, so the two look like one set. */
export function documentStyles(theme: DocxTheme, accent: string, body: number) {
  const font = theme.font;
  const after = theme.paragraphAfter * 20;
  const headingColor = theme.accentHeadings ? accent : '000000';
  return {
    default: {
      document: { run: { font, size: halfPoints(body) }, paragraph: { spacing: { after } } },
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
          spacing: { before: 200, after: 80 },
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
export function headerParagraphs(view: ResumeView, theme: DocxTheme, body: number): Paragraph[] {
  const alignment = theme.centredHeader ? AlignmentType.CENTER : AlignmentType.LEFT;
  const small = halfPoints(body * 0.85);
  const out: Paragraph[] = [];
  if (view.name)
    out.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment, children: [new TextRun(view.name)] }));
  if (view.jobTitle)
    out.push(
      new Paragraph({
        alignment,
        children: [
          new TextRun({ text: view.jobTitle, italics: !theme.upperHeadings, size: halfPoints(body * 1.1) }),
        ],
      }),
    );
  if (view.contacts.length > 0)
    out.push(
      new Paragraph({ alignment, children: joinedItems(view.contacts, ' • ', { size: small, color: GREY }) }),
    );
  return out;
}

function content(view: ResumeView, theme: DocxTheme, body: number, textWidth: number): Paragraph[] {
  const writeBlocks = createBlockWriter();
  const small = halfPoints(body * 0.85);
  const out: Paragraph[] = headerParagraphs(view, theme, body);
  out.push(...writeBlocks(view.summary));

  const entries = (list: EntryView[]) =>
    list.flatMap((entry) => entryParagraphs(entry, writeBlocks, small, textWidth));
  if (view.experience.length > 0) out.push(sectionHeading('Employment History'), ...entries(view.experience));
  if (view.skills.length > 0) out.push(sectionHeading('Skills'), new Paragraph(view.skills.join(', ')));
  if (view.education.length > 0) out.push(sectionHeading('Education'), ...entries(view.education));
  for (const section of view.additional) out.push(sectionHeading(section.title), ...entries(section.entries));
  return out;
}

function sectionHeading(title: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(title)] });
}

/** Title and subtitle as a Heading 2 with the date at a right tab stop, then location, details and blocks. */
function entryParagraphs(
  entry: EntryView,
  writeBlocks: ReturnType<typeof createBlockWriter>,
  small: number,
  textWidth: number,
): Paragraph[] {
  const out: Paragraph[] = [];
  const head = [entry.title, entry.subtitle].filter(Boolean).join(', ');
  if (head || entry.date) {
    const children: ParagraphChild[] = [new TextRun(head)];
    if (entry.date) children.push(new TextRun({ text: `\t${entry.date}`, bold: false, color: GREY }));
    out.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        tabStops: [{ type: TabStopType.RIGHT, position: textWidth }],
        children,
      }),
    );
  }
  if (entry.location)
    out.push(
      new Paragraph({
        keepNext: entry.blocks.length > 0,
        children: [new TextRun({ text: entry.location, italics: true, size: small, color: GREY })],
      }),
    );
  if (entry.details.length > 0)
    out.push(new Paragraph({ children: joinedItems(entry.details, ' • ', { size: small }) }));
  out.push(...writeBlocks(entry.blocks));
  return out;
}
