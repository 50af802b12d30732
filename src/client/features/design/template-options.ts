import type { TemplateId } from '../../../domain/design';

/** What the picker says of each template; the ids and designs live in src/domain/design.ts and the .typ files. */
export const TEMPLATE_OPTIONS: { id: TemplateId; name: string; description: string }[] = [
  { id: 'modern', name: 'Modern', description: 'Serif, accent headings over a rule' },
  { id: 'clean', name: 'Clean', description: 'Sans-serif with generous space' },
  { id: 'compact', name: 'Compact', description: 'Dense: two pages fit on one' },
  { id: 'executive', name: 'Executive', description: 'Formal, centred, between rules' },
];

export const FONT_SIZES = [10, 11, 12, 13, 14] as const;

export const PAGE_SIZE_OPTIONS = [
  { id: 'letter', name: 'US Letter' },
  { id: 'a4', name: 'A4' },
] as const;
