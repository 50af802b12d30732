/** Design choices stored on the resume document. 'modern' is the spec's serif default and keeps its id. */
export const TEMPLATE_IDS = [
  'modern',
  'clean',
  'compact',
  'executive',
  'classic',
  'sidebar',
  'timeline',
  'minimal',
  'academic',
  'creative',
  'banner',
  'elegant',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export const DEFAULT_TEMPLATE: TemplateId = 'modern';

/**
 * Templates with a side column (ADR 0052). The side column holds the contact details, the skills and these
 * extra sections (templates/common.typ, side-section-ids); it follows the main column in the reading order.
 */
export const TWO_COLUMN_TEMPLATES: readonly TemplateId[] = ['sidebar'];
export const SIDE_SECTION_TYPES = ['languages', 'links'] as const;

export const COLOR_SCHEMES = {
  blue: { label: 'Blue', accent: '#1d4ed8' },
  teal: { label: 'Teal', accent: '#0f766e' },
  green: { label: 'Green', accent: '#15803d' },
  burgundy: { label: 'Burgundy', accent: '#9f1239' },
  purple: { label: 'Purple', accent: '#6d28d9' },
  slate: { label: 'Slate', accent: '#334155' },
  black: { label: 'Black', accent: '#111111' },
} as const;
export type ColorScheme = keyof typeof COLOR_SCHEMES;
export const COLOR_SCHEME_IDS = Object.keys(COLOR_SCHEMES) as [ColorScheme, ...ColorScheme[]];
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'blue';

export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 14;
export const DEFAULT_FONT_SIZE = 12;

export const PAGE_SIZES = ['letter', 'a4'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 'letter';

/**
 * Fonts a resume may choose, besides its template's own ('template', the default). Every one is an OFL family
 * that ships with the app: four from @expo-google-fonts packages, Libertinus Serif built into the Typst
 * compiler, and Amiri (an Arabic naskh with its own Latin letters). Nothing is fetched at run time (ADR 0055).
 * `docxFallback` is the common font Word uses when the reader's machine lacks the family.
 */
export const FONT_FAMILIES = {
  template: { label: "Template's own", typst: [] as string[], docx: '', docxFallback: '', kind: '' },
  'source-serif-4': {
    label: 'Source Serif 4',
    typst: ['Source Serif 4'],
    docx: 'Source Serif 4',
    docxFallback: 'Georgia',
    kind: 'serif',
  },
  'noto-serif': {
    label: 'Noto Serif',
    typst: ['Noto Serif'],
    docx: 'Noto Serif',
    docxFallback: 'Cambria',
    kind: 'serif',
  },
  'libertinus-serif': {
    label: 'Libertinus Serif',
    typst: ['Libertinus Serif'],
    docx: 'Libertinus Serif',
    docxFallback: 'Times New Roman',
    kind: 'classic serif',
  },
  inter: { label: 'Inter', typst: ['Inter'], docx: 'Inter', docxFallback: 'Arial', kind: 'sans-serif' },
  'noto-sans': {
    label: 'Noto Sans',
    typst: ['Noto Sans'],
    docx: 'Noto Sans',
    docxFallback: 'Calibri',
    kind: 'humanist sans-serif',
  },
  amiri: {
    label: 'Amiri',
    typst: ['Amiri'],
    docx: 'Amiri',
    docxFallback: 'Times New Roman',
    kind: 'naskh serif',
  },
} as const;
export type FontFamily = keyof typeof FONT_FAMILIES;
export const FONT_FAMILY_IDS = Object.keys(FONT_FAMILIES) as [FontFamily, ...FontFamily[]];
export const DEFAULT_FONT_FAMILY: FontFamily = 'template';

/** Multipliers of the template's own line spacing and space between sections (1 = as designed). */
export const SPACING_MIN = 0.5;
export const SPACING_MAX = 2;
export const LINE_SPACING_MIN = 0.7;
export const LINE_SPACING_MAX = 2;
export const DEFAULT_SPACING = 1;

/** Page margin on every side, in millimetres; 12.7 mm is the half inch every template was drawn with. */
export const MARGIN_MIN_MM = 5;
export const MARGIN_MAX_MM = 40;
export const DEFAULT_MARGIN_MM = 12.7;

/** How a picked month (YYYY-MM) reads: Jan 2024, January 2024, 01/2024 or 2024-01. */
export const DATE_FORMATS = ['short', 'long', 'numeric', 'iso'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'short';

/** A custom accent colour (#rrggbb) used instead of the colour scheme's; '' keeps the scheme's. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function accentOf(design: { colorScheme: ColorScheme; accentColor: string }): string {
  return ACCENT_COLOR_PATTERN.test(design.accentColor)
    ? design.accentColor.toLowerCase()
    : COLOR_SCHEMES[design.colorScheme].accent;
}
