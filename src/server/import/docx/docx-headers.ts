/**
 * Which header part a Word document shows on its first page: Word templates often put the name and the
 * contacts in the page header (word/headerN.xml), outside word/document.xml. The first section's first-page
 * header counts when that section has a distinct first page (w:titlePg), else its default header; the part is
 * found through word/_rels/document.xml.rels.
 */

export const DOCUMENT_RELS = 'word/_rels/document.xml.rels';
export const isHeaderPart = (name: string) => /^word\/header\d*\.xml$/.test(name);

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

export function firstPageHeaderPart(documentXml: string, relsXml: string): string | undefined {
  const section = /<w:sectPr\b[\s\S]*?<\/w:sectPr>/.exec(documentXml)?.[0] ?? '';
  const references = [...section.matchAll(/<w:headerReference\b[^>]*>/g)].map((match) => ({
    type: attribute(match[0], 'w:type') ?? 'default',
    id: attribute(match[0], 'r:id'),
  }));
  const wanted = /<w:titlePg\b(?![^>]*w:val="(?:0|false|off)")/.test(section) ? 'first' : 'default';
  const id = references.find((reference) => reference.type === wanted)?.id;
  if (!id) return undefined;
  const relation = [...relsXml.matchAll(/<Relationship\b[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => attribute(tag, 'Id') === id);
  const target = relation ? attribute(relation, 'Target') : undefined;
  if (!target) return undefined;
  const path = target.startsWith('/') ? target.slice(1) : `word/${target}`;
  return isHeaderPart(path) ? path : undefined;
}

/**
 * A header line that only numbers the page ('Page 1 of 2', '- 2 -', or 'Page of' where a field kept no cached
 * result): not part of the resume, and it would otherwise read as the headline under the name.
 */
export const isPageNumber = (text: string) =>
  /^[\s\-–—]*(?:page|pg\.?|p\.)?\s*\d*\s*(?:(?:of|\/)\s*\d*)?[\s\-–—]*$/i.test(text);
