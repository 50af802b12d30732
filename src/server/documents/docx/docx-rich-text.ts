import { ExternalHyperlink, type ParagraphChild, TextRun } from 'docx';
import type { TextRun as ViewRun } from '../view/rich-text-model';
import type { ContactItem } from '../view/view-types';

/** The view model's runs and {text, href} items as Word runs; links become real, clickable hyperlinks. */

export function richRuns(runs: ViewRun[]): ParagraphChild[] {
  return runs.map((run) => {
    const formatted = {
      text: run.text,
      ...(run.bold ? { bold: true } : {}),
      ...(run.italic ? { italics: true } : {}),
      ...(run.underline ? { underline: {} } : {}),
    };
    if (!run.href) return new TextRun(formatted);
    return new ExternalHyperlink({
      link: run.href,
      children: [new TextRun({ ...formatted, style: 'Hyperlink' })],
    });
  });
}

export function linkedItem(
  item: ContactItem,
  options: { size?: number; color?: string } = {},
): ParagraphChild {
  if (!item.href) return new TextRun({ text: item.text, ...options });
  return new ExternalHyperlink({
    link: item.href,
    children: [new TextRun({ text: item.text, style: 'Hyperlink', ...options })],
  });
}

/** Items joined by a separator, as the templates' contact lines are. */
export function joinedItems(
  items: ContactItem[],
  separator: string,
  options: { size?: number; color?: string } = {},
): ParagraphChild[] {
  return items.flatMap((item, index) => [
    ...(index > 0 ? [new TextRun({ text: separator, ...options })] : []),
    linkedItem(item, options),
  ]);
}
