import type { AdditionalSection, AdditionalSectionType, SectionItem } from '../../../domain/resume';
import { emailItem, phoneItem, webItem } from './contact-links';
import { formatMonth } from './date-text';
import { blocksToPlainText, parseRichText } from './rich-text-model';
import { EMPTY_ENTRY, type EntryView, hasContent, type SectionView } from './view-types';

/** The extra sections, each item mapped by the spec's 'Item usage per type' (section 3). */

const DEFAULT_TITLES: Record<AdditionalSectionType, string> = {
  internships: 'Internships',
  courses: 'Courses',
  references: 'References',
  languages: 'Languages',
  links: 'Links',
  hobbies: 'Hobbies',
  custom: 'Custom Section',
};

const ITEM_VIEWS: Record<AdditionalSectionType, (item: SectionItem) => EntryView> = {
  // Title is the job title; the company is the item's company or, in the builder's shape, its description.
  internships: (item) => {
    const company = item.company.trim();
    return {
      ...EMPTY_ENTRY,
      title: item.title.trim(),
      subtitle: company || blocksToPlainText(parseRichText(item.description)),
      location: item.location.trim(),
      date: rangeText(item.date),
      blocks: company ? parseRichText(item.description) : [],
    };
  },
  courses: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: blocksToPlainText(parseRichText(item.description)),
    date: rangeText(item.date),
  }),
  references: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.location.trim() || item.company.trim(),
    details: [emailItem(item.email), phoneItem(item.phone)].filter((contact) => contact.text !== ''),
  }),
  links: (item) => {
    const link = webItem(item.link);
    const title = item.title.trim();
    if (!title) return { ...EMPTY_ENTRY, details: link.text ? [link] : [] };
    return { ...EMPTY_ENTRY, title, details: link.text ? [link] : [] };
  },
  languages: (item) => ({ ...EMPTY_ENTRY, title: item.title.trim(), subtitle: item.proficiency.trim() }),
  hobbies: (item) => ({ ...EMPTY_ENTRY, blocks: parseRichText(item.description) }),
  custom: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.date.trim(),
    blocks: parseRichText(item.description),
  }),
};

export function additionalSectionViews(sections: AdditionalSection[]): SectionView[] {
  return sections
    .map((section) => ({
      id: section.type,
      title: section.title.trim() || DEFAULT_TITLES[section.type],
      entries: section.items.map(ITEM_VIEWS[section.type]).filter(hasContent),
    }))
    .filter((section) => section.entries.length > 0);
}

/** One text field ('start - end' or just the start): picked months are formatted, the rest kept verbatim. */
function rangeText(date: string): string {
  return date.trim().replace(/\b\d{4}-\d{2}\b/g, formatMonth);
}
