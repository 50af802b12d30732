import { describe, expect, it } from 'vitest';
import { firstPageHeaderPart, isPageNumber } from './docx-headers';

const RELS =
  '<Relationships><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' +
  '<Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header2.xml"/></Relationships>';
const section = (inner: string) =>
  `<w:document><w:body><w:p/><w:sectPr>${inner}</w:sectPr></w:body></w:document>`;

describe('the header part of the first page', () => {
  it('is the default header, or the first-page one when the section has a distinct first page', () => {
    const references =
      '<w:headerReference w:type="default" r:id="rId7"/><w:headerReference w:type="first" r:id="rId8"/>';
    expect(firstPageHeaderPart(section(references), RELS)).toBe('word/header1.xml');
    expect(firstPageHeaderPart(section(`${references}<w:titlePg/>`), RELS)).toBe('word/header2.xml');
    expect(firstPageHeaderPart(section(''), RELS)).toBeUndefined();
  });
});

describe('page numbers in a header', () => {
  it('are told from a name or a headline', () => {
    for (const text of ['Page 1 of 2', 'Page of', '- 2 -', '3', 'p. 2', '1/2'])
      expect(isPageNumber(text)).toBe(true);
    for (const text of ['Priya Raman', 'Page Designer', 'Senior Product Designer', 'Paige Turner'])
      expect(isPageNumber(text)).toBe(false);
  });
});
