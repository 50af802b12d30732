import { FONT_FAMILIES, type FontFamily } from '../../../domain/design';
import type { ResumeView } from '../view/view-types';
import { DOCX_THEMES } from './docx-theme';

/**
 * The fonts a DOCX names: the resume's font (the chosen family, or its template's) for Latin text, and for
 * Arabic or Hebrew text the bundled face that draws it. A reader's Word may lack these OFL families, so the
 * font table names for each a common font to use instead (`w:altName`) and its kind (`w:family`), the way Word
 * itself describes a font it cannot find (ADR 0055).
 */

export type DocxFontEntry = { name: string; altName: string; family: 'roman' | 'swiss' };
export type DocxFonts = {
  runFonts: { ascii: string; hAnsi: string; cs: string; eastAsia: string };
  table: DocxFontEntry[];
};

const FALLBACKS: Record<string, Omit<DocxFontEntry, 'name'>> = {
  ...Object.fromEntries(
    Object.values(FONT_FAMILIES)
      .filter((font) => font.docx !== '')
      .map((font) => [
        font.docx,
        { altName: font.docxFallback, family: font.kind.includes('sans') ? 'swiss' : 'roman' } as const,
      ]),
  ),
  'Noto Sans Hebrew': { altName: 'Arial', family: 'swiss' },
};

export function docxFonts(view: ResumeView, fontFamily: FontFamily): DocxFonts {
  const chosen = FONT_FAMILIES[fontFamily].docx;
  const latin = chosen || DOCX_THEMES[view.design.template].font;
  const complex = view.design.lang === 'he' ? 'Noto Sans Hebrew' : 'Amiri';
  const names = [...new Set([latin, complex])];
  return {
    runFonts: { ascii: latin, hAnsi: latin, cs: complex, eastAsia: latin },
    table: names.map((name) => ({ name, ...(FALLBACKS[name] ?? { altName: 'Arial', family: 'swiss' }) })),
  };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** word/fontTable.xml with each font and the one to use in its place. */
export function fontTableXml(fonts: DocxFonts): string {
  const entries = fonts.table
    .map(
      (font) =>
        `<w:font w:name="${escapeXml(font.name)}"><w:altName w:val="${escapeXml(font.altName)}"/>` +
        `<w:family w:val="${font.family}"/><w:pitch w:val="variable"/></w:font>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:fonts xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
    `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${entries}</w:fonts>`
  );
}
