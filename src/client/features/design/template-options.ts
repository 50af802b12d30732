/** The Design step's other choices; the templates' names and descriptions are shared with the gallery. */
export { TEMPLATE_OPTIONS } from '../../shared/templates/template-options';

export const FONT_SIZES = [10, 11, 12, 13, 14] as const;

/** The page sizes; their names are the design catalog's (`pageSize.<id>`). */
export const PAGE_SIZE_OPTIONS = [{ id: 'letter' }, { id: 'a4' }] as const;
