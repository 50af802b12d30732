import { formatDateRange, formatDateText, formatMonth } from '../../../domain/date-text';
import type { AdditionalSection, AdditionalSectionType, SectionItem } from '../../../domain/resume';
import { emailItem, phoneItem, webItem } from './contact-links';
import { blocksToPlainText, parseRichText, type RichBlock } from './rich-text-model';
import { type ContactItem, EMPTY_ENTRY, type EntryView, hasContent, type SectionView } from './view-types';

/** The extra sections, each item mapped by the spec's 'Item usage per type' (section 3). */

const DEFAULT_TITLES: Record<AdditionalSectionType, string> = {
  internships: 'Internships',
  courses: 'Courses',
  certifications: 'Certifications',
  projects: 'Projects',
  volunteering: 'Volunteering',
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
      date: formatDateText(item.date),
      blocks: company ? parseRichText(item.description) : [],
    };
  },
  courses: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: blocksToPlainText(parseRichText(item.description)),
    date: formatDateText(item.date),
  }),
  certifications: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.company.trim(),
    date: formatMonth(item.date),
    details: [credentialItem(item.credentialId), webItem(item.link)].filter((detail) => detail.text !== ''),
  }),
  projects: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.role.trim(),
    date: formatDateRange(item.startDate, item.endDate, item.current),
    details: item.link.trim() ? [webItem(item.link)] : [],
    blocks: [...parseRichText(item.description), ...keywordsBlocks(item.keywords)],
  }),
  // As an internship or a job: the role is the title, the organisation its subtitle.
  volunteering: (item) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.company.trim(),
    location: item.location.trim(),
    date: formatDateRange(item.startDate, item.endDate, item.current),
    blocks: parseRichText(item.description),
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

function credentialItem(value: string): ContactItem {
  const id = value.trim();
  return { text: id ? `Credential ID: ${id}` : '' };
}

/** Keywords as typed, comma-separated, as a line after the description; stray commas and spaces are tidied. */
function keywordsBlocks(value: string): RichBlock[] {
  const keywords = value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  if (keywords.length === 0) return [];
  return [{ kind: 'paragraph', runs: [{ text: 'Keywords: ', italic: true }, { text: keywords.join(', ') }] }];
}
