import { Document, Packer, Paragraph, TextRun } from 'docx';
import { buildLetterView, type LetterInput, type LetterView } from '../view/letter-view';
import { documentStyles, headerParagraphs } from './build-docx';
import { createBlockWriter, LIST_NUMBERING } from './docx-blocks';
import { DOCX_THEMES, MARGIN_TWIPS, PAGE_TWIPS, wordColor } from './docx-theme';

/**
 * A cover letter -> DOCX from the same view model as its Typst template: the resume's letterhead in the
 * template's Word styles, then one real Word paragraph per line of address and per paragraph of the body, so
 * the file stays editable.
 */

const POINT = 20;

export async function buildLetterDocx(letter: LetterInput): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(letterDocument(buildLetterView(letter))));
}

export function letterDocument(view: LetterView): Document {
  const theme = DOCX_THEMES[view.design.template];
  const body = view.design.fontSize * theme.scale;
  const page = PAGE_TWIPS[view.design.paper];
  const { letter } = view;
  const gapAfter = (text: string, after: number) =>
    new Paragraph({ spacing: { after: after * POINT }, children: [new TextRun(text)] });
  const children: Paragraph[] = [...headerParagraphs(view, theme, body)];
  children.push(new Paragraph({ spacing: { after: 12 * POINT }, children: [] }));
  if (letter.date) children.push(gapAfter(letter.date, 14));
  children.push(
    ...letter.recipient.map((line, index) => gapAfter(line, index === letter.recipient.length - 1 ? 14 : 0)),
  );
  if (letter.greeting) children.push(gapAfter(letter.greeting, 10));
  children.push(...createBlockWriter()(letter.body));
  if (letter.closing)
    children.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 14 * POINT, after: 28 * POINT },
        children: [new TextRun(letter.closing)],
      }),
    );
  if (letter.signature)
    children.push(new Paragraph({ children: [new TextRun({ text: letter.signature, bold: true })] }));
  return new Document({
    title: view.documentTitle,
    creator: view.author || 'Resumable',
    styles: documentStyles(theme, wordColor(view.design.accent), body),
    numbering: LIST_NUMBERING,
    sections: [
      {
        properties: {
          page: {
            size: page,
            margin: { top: MARGIN_TWIPS, bottom: MARGIN_TWIPS, left: MARGIN_TWIPS, right: MARGIN_TWIPS },
          },
        },
        children,
      },
    ],
  });
}
