import type { ColorScheme, PageSize, TemplateId } from '../../../domain/design';

/** What the Design step and the gallery say of each template: one list in src/domain, read by the MCP tools too. */
export { TEMPLATE_OPTIONS } from '../../../domain/template-catalog';

/**
 * The template's first page on sample data, typeset and cached by the server (GET
 * /api/templates/:template/thumbnail.svg), in the colours and page size asked for.
 */
export function templateThumbnailUrl(
  template: TemplateId,
  design: { colorScheme: ColorScheme; pageSize: PageSize } = { colorScheme: 'blue', pageSize: 'letter' },
): string {
  const query = new URLSearchParams({ colorScheme: design.colorScheme, pageSize: design.pageSize });
  return `/api/templates/${template}/thumbnail.svg?${query}`;
}
