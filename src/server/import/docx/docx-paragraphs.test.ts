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
