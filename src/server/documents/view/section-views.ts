import type { Resume } from '../../../domain/resume';
import { type SectionSlot, sectionSlots } from '../../../domain/section-layout';
import { sectionTitle } from '../../../domain/section-titles';
import { additionalEntries, type ViewContext } from './additional-sections-view';
import type { RichBlock } from './rich-text-model';
import type { EntryView, OrderedSectionView, SectionView } from './view-types';

/** The built-in sections' content, already formatted; the layout decides where, whether and under what. */
export type BuiltInContent = {
  summary: RichBlock[];
  experience: EntryView[];
  education: EntryView[];
  skills: string[];
};

export type SectionsLayout = {
  sections: OrderedSectionView[];
  extraStart: number;
  /** The summary under the header, as every template has always shown it; [] when it became a section. */
  headerSummary: RichBlock[];
  /** The visible additional sections in order, for templates that read them apart. */
  additional: SectionView[];
  /** Built-in keys the user did not hide. */
  visible: ReadonlySet<string>;
};

/**
 * The summary keeps its place under the header, without a heading, while nothing is shown above it and it is
 * not renamed; moved below another section or given a heading, it becomes a section like the others.
 */
export function orderedSections(resume: Resume, content: BuiltInContent, ctx: ViewContext): SectionsLayout {
  const slots = sectionSlots(resume, resume.sectionLayout);
  const sections: OrderedSectionView[] = [];
  let headerSummary: RichBlock[] = [];
  for (const slot of slots) {
    if (slot.isHidden) continue;
    const section = sectionOf(slot, resume, content, ctx);
    if (!section) continue;
    if (slot.key === 'summary' && sections.length === 0 && slot.customTitle === '') {
      headerSummary = section.blocks;
      continue;
    }
    sections.push(section);
  }
  const firstExtra = sections.findIndex((section) => section.key.startsWith('extra:'));
  const isExtraTail = firstExtra >= 0 && sections.slice(firstExtra).every((s) => s.key.startsWith('extra:'));
  return {
    sections,
    extraStart: isExtraTail ? firstExtra : -1,
    headerSummary,
    additional: sections
      .filter((section) => section.key.startsWith('extra:'))
      .map((section) => ({ id: section.type, title: section.title, entries: section.entries })),
    visible: new Set(slots.filter((slot) => !slot.isHidden).map((slot) => slot.key)),
  };
}

function sectionOf(
  slot: SectionSlot,
  resume: Resume,
  content: BuiltInContent,
  ctx: ViewContext,
): OrderedSectionView | null {
  const base = {
    key: slot.key,
    type: slot.type,
    column: slot.isSide && slot.key !== 'summary' ? ('side' as const) : ('main' as const),
    entries: [] as EntryView[],
    items: [] as string[],
    blocks: [] as RichBlock[],
  };
  const title = sectionTitle(slot, resume);
  switch (slot.type) {
    case 'summary':
      return content.summary.length > 0 ? { ...base, kind: 'rich', title, blocks: content.summary } : null;
    case 'experience':
    case 'education':
      return content[slot.type].length > 0
        ? { ...base, kind: 'entries', title, entries: content[slot.type] }
        : null;
    case 'skills':
      return content.skills.length > 0 ? { ...base, kind: 'list', title, items: content.skills } : null;
    default: {
      const section = resume.additionalSections[slot.index ?? -1];
      const entries = section ? additionalEntries(section, ctx) : [];
      return entries.length > 0 ? { ...base, kind: 'entries', title, entries } : null;
    }
  }
}
