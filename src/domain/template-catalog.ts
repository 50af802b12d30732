import type { TemplateId } from './design';

/**
 * What the Design step, the gallery and the MCP tool list_templates say of each template; the ids and designs
 * live in src/domain/design.ts and the .typ files.
 */
export const TEMPLATE_OPTIONS: { id: TemplateId; name: string; description: string }[] = [
  { id: 'modern', name: 'Modern', description: 'Serif, accent headings over a rule' },
  { id: 'clean', name: 'Clean', description: 'Sans-serif with generous space' },
  { id: 'compact', name: 'Compact', description: 'Dense: two pages fit on one' },
  { id: 'executive', name: 'Executive', description: 'Formal, centred, between rules' },
  { id: 'classic', name: 'Classic', description: 'Traditional serif, contacts at the right' },
  { id: 'sidebar', name: 'Sidebar', description: 'Two columns: skills and links at the side' },
  { id: 'timeline', name: 'Timeline', description: 'Dates on a line down the left' },
  { id: 'minimal', name: 'Minimal', description: 'Quiet labels, only type and space' },
  { id: 'academic', name: 'Academic', description: 'Long CV, numbered publication lists' },
  { id: 'creative', name: 'Creative', description: 'Bold accent band down the edge' },
  { id: 'banner', name: 'Banner', description: 'Name on a full-width colour banner' },
  { id: 'elegant', name: 'Elegant', description: 'Centred serif between fine rules' },
];
