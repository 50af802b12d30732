import type { TemplateId } from '../../../domain/design';

/**
 * Each Typst template's look, carried into Word: the typeface (the template's first font; Word substitutes
 * a similar face where it is not installed), the size scale and the heading treatment. Colours come from the
 * resume's colour scheme.
 */

export interface DocxTheme {
  font: string;
  /** The template's text size relative to the resume's fontSize. */
  scale: number;
  /** Section headings in capitals (clean, executive) or as written (modern, compact). */
  upperHeadings: boolean;
  /** Section headings in the accent colour, or in black with accent rules (executive). */
  accentHeadings: boolean;
  centredHeader: boolean;
  /** Space after a paragraph, in points: denser templates leave less. */
  paragraphAfter: number;
}

export const DOCX_THEMES: Record<TemplateId, DocxTheme> = {
  modern: {
    font: 'Source Serif 4',
    scale: 1,
    upperHeadings: false,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 3,
  },
  clean: {
    font: 'Inter',
    scale: 0.92,
    upperHeadings: true,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 4,
  },
  compact: {
    font: 'Source Serif 4',
    scale: 0.78,
    upperHeadings: false,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 1,
  },
  executive: {
    font: 'Noto Serif',
    scale: 0.9,
    upperHeadings: true,
    accentHeadings: false,
    centredHeader: true,
    paragraphAfter: 4,
  },
  // Word has no side column, accent band or timeline rail that survives editing: these templates' Word copy is
  // one column in their typeface and heading style, every section in the PDF's reading order (ADR 0052).
  classic: {
    font: 'Source Serif 4',
    scale: 0.95,
    upperHeadings: true,
    accentHeadings: false,
    centredHeader: false,
    paragraphAfter: 3,
  },
  sidebar: {
    font: 'Inter',
    scale: 0.86,
    upperHeadings: true,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 3,
  },
  timeline: {
    font: 'Noto Sans',
    scale: 0.88,
    upperHeadings: false,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 3,
  },
  minimal: {
    font: 'Inter',
    scale: 0.88,
    upperHeadings: true,
    accentHeadings: false,
    centredHeader: false,
    paragraphAfter: 4,
  },
  academic: {
    font: 'Noto Serif',
    scale: 0.86,
    upperHeadings: true,
    accentHeadings: true,
    centredHeader: true,
    paragraphAfter: 2,
  },
  creative: {
    font: 'Inter',
    scale: 0.9,
    upperHeadings: false,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 3,
  },
  banner: {
    font: 'Noto Sans',
    scale: 0.9,
    upperHeadings: false,
    accentHeadings: true,
    centredHeader: false,
    paragraphAfter: 3,
  },
  elegant: {
    font: 'Noto Serif',
    scale: 0.9,
    upperHeadings: true,
    accentHeadings: true,
    centredHeader: true,
    paragraphAfter: 4,
  },
};

/** Word measures pages in twentieths of a point (twips). */
export const PAGE_TWIPS = {
  'us-letter': { width: 12_240, height: 15_840 },
  a4: { width: 11_906, height: 16_838 },
} as const;

/** The templates' 0.5 in margin. */
export const MARGIN_TWIPS = 720;

/** The resume's margin in twips (56.7 to the millimetre): 12.7 mm is the 720 of half an inch. */
export function marginTwips(millimetres: number): number {
  return Math.round((millimetres * 1440) / 25.4);
}

/** '#1d4ed8' -> '1D4ED8', the form Word's colour attributes take. */
export function wordColor(hex: string): string {
  return hex.replace(/^#/, '').toUpperCase();
}
