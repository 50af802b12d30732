import { type DateStyle, formatDateRange, formatDateText, formatMonth } from '../../../domain/date-text';
import type { AdditionalSection, AdditionalSectionType, SectionItem } from '../../../domain/resume';
import type { ResumeWords } from '../../../domain/resume-language';
import { emailItem, phoneItem, webItem } from './contact-links';
import { blocksToPlainText, parseRichText, type RichBlock } from './rich-text-model';
import { type ContactItem, EMPTY_ENTRY, type EntryView, hasContent } from './view-types';

/** The extra sections, each item mapped by the spec's 'Item usage per type' (section 3). */

/** What formatting an item needs from the resume: its date style and the words of its language. */
export type ViewContext = { style: DateStyle; words: ResumeWords };

const ITEM_VIEWS: Record<AdditionalSectionType, (item: SectionItem, ctx: ViewContext) => EntryView> = {
  // Title is the job title; the company is the item's company or, in the builder's shape, its description.
  internships: (item, ctx) => {
    const company = item.company.trim();
    return {
      ...EMPTY_ENTRY,
      title: item.title.trim(),
      subtitle: company || blocksToPlainText(parseRichText(item.description)),
      location: item.location.trim(),
      date: formatDateText(item.date, ctx.style),
      blocks: company ? parseRichText(item.description) : [],
    };
  },
  courses: (item, ctx) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: blocksToPlainText(parseRichText(item.description)),
    date: formatDateText(item.date, ctx.style),
  }),
  certifications: (item, ctx) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.company.trim(),
    date: formatMonth(item.date, ctx.style),
    details: [credentialItem(item.credentialId, ctx.words), webItem(item.link)].filter(
      (detail) => detail.text !== '',
    ),
  }),
  projects: (item, ctx) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.role.trim(),
    date: formatDateRange(item.startDate, item.endDate, item.current, ctx.style),
    details: item.link.trim() ? [webItem(item.link)] : [],
    blocks: [...parseRichText(item.description), ...keywordsBlocks(item.keywords, ctx.words)],
  }),
  // As an internship or a job: the role is the title, the organisation its subtitle.
  volunteering: (item, ctx) => ({
    ...EMPTY_ENTRY,
    title: item.title.trim(),
    subtitle: item.company.trim(),
    location: item.location.trim(),
    date: formatDateRange(item.startDate, item.endDate, item.current, ctx.style),
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

/** One extra section's entries, each item mapped by its type; items with nothing to show are left out. */
export function additionalEntries(section: AdditionalSection, ctx: ViewContext): EntryView[] {
  return section.items.map((item) => ITEM_VIEWS[section.type](item, ctx)).filter(hasContent);
}

function credentialItem(value: string, words: ResumeWords): ContactItem {
  const id = value.trim();
  return { text: id ? `${words.credentialId}: ${id}` : '' };
}

/** Keywords as typed, comma-separated, as a line after the description; stray commas and spaces are tidied. */
function keywordsBlocks(value: string, words: ResumeWords): RichBlock[] {
  const keywords = value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  if (keywords.length === 0) return [];
  return [
    {
      kind: 'paragraph',
      runs: [{ text: `${words.keywords}: `, italic: true }, { text: keywords.join(', ') }],
    },
  ];
}
