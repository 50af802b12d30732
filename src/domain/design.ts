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
