import { describe, expect, it } from 'vitest';
import { readParagraphs } from './docx-paragraphs';
import { parseStyles } from './docx-styles';

const paragraph = (text: string, properties = '') =>
  `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}<w:r><w:t>${text}</w:t></w:r></w:p>`;

describe('Word paragraphs (issue 29 B)', () => {
  it("gives each line its paragraph's left indent in points, so lines only indented can be read as bullets", () => {
    const xml = `<w:document><w:body>${paragraph('Greenleaf Foods')}${paragraph(
      'Run daily operations',
      '<w:ind w:left="360" w:hanging="0"/>',
    )}${paragraph('Cut overtime', '<w:ind w:start="720"/>')}</w:body></w:document>`;
    const lines = readParagraphs(xml, parseStyles('<w:styles/>'));
    expect(lines.map((line) => [line.text, line.indent])).toEqual([
      ['Greenleaf Foods', 0],
      ['Run daily operations', 18],
      ['Cut overtime', 36],
    ]);
  });
});

describe('Word text boxes (issue 29 B)', () => {
  it("reads a text box's paragraphs once (Word writes them twice: DrawingML and a VML fallback) and keeps the paragraph around it", () => {
    const box = `<w:txbxContent>${paragraph('ada@example.com | London, UK')}</w:txbxContent>`;
    const xml =
      '<w:document><w:body><w:p><w:r><w:t xml:space="preserve">Before the box </w:t></w:r><w:r><mc:AlternateContent>' +
      `<mc:Choice Requires="wps"><w:drawing><wps:txbx>${box}</wps:txbx></w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><v:textbox>${box}</v:textbox></w:pict></mc:Fallback>` +
      `</mc:AlternateContent></w:r><w:r><w:t>after it</w:t></w:r></w:p>${paragraph('Experience')}</w:body></w:document>`;
    const lines = readParagraphs(xml, parseStyles('<w:styles/>'));
    expect(lines.map((line) => line.text)).toEqual([
      'ada@example.com | London, UK',
      'Before the box after it',
      'Experience',
    ]);
  });
});
