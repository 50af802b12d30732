/** The Design step's other choices; the templates' names and descriptions are shared with the gallery. */
export { TEMPLATE_OPTIONS } from '../../shared/templates/template-options';

export const FONT_SIZES = [10, 11, 12, 13, 14] as const;

export const PAGE_SIZE_OPTIONS = [
  { id: 'letter', name: 'US Letter' },
  { id: 'a4', name: 'A4' },
] as const;
