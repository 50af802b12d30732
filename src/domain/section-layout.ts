import { SIDE_SECTION_TYPES } from './design';
import type { AdditionalSectionType } from './section-types';

/**
 * Which sections a resume shows, in which order, under which headings and in which column. A section is named
 * by a key: 'summary', 'experience', 'education', 'skills', or 'extra:<id>' for an additional section. The
 * stored layout lists only what the user changed, so a resume without one (every draft saved before it
 * existed) lays out as before: built-in sections first in their old order, then the additional sections in
 * theirs (ADR 0055).
 */

export const BUILT_IN_SECTION_KEYS = ['summary', 'experience', 'skills', 'education'] as const;
export type BuiltInSectionKey = (typeof BUILT_IN_SECTION_KEYS)[number];

export const SECTION_KEY_PATTERN = /^(summary|experience|education|skills|extra:[A-Za-z0-9_-]{1,64})$/;
export const SECTION_TITLE_MAX = 80;
/** Section types that two-column templates put in the side column unless the user says otherwise (ADR 0052). */
export const DEFAULT_SIDE_TYPES: ReadonlySet<string> = new Set(['skills', ...SIDE_SECTION_TYPES]);

export type SectionLayout = {
  /** Keys in the order the user put them; sections not listed follow in their default order. */
  order: string[];
  hidden: string[];
  /** Headings the user renamed, by key; an empty or missing title keeps the default heading. */
  titles: Record<string, string>;
  /** Sections in the side column of two-column templates; null = the default (skills, languages, links). */
  side: string[] | null;
};

export const EMPTY_SECTION_LAYOUT: SectionLayout = { order: [], hidden: [], titles: {}, side: null };

export type SectionSlot = {
  key: string;
  /** 'summary' | 'experience' | 'education' | 'skills', or the additional section's type. */
  type: BuiltInSectionKey | AdditionalSectionType;
  /** Index into resume.additionalSections, for 'extra:' keys. */
  index?: number;
  isHidden: boolean;
  isSide: boolean;
  /** The renamed heading, or '' for the default one. */
  customTitle: string;
};

export const extraKey = (id: string) => `extra:${id}`;

/**
 * Every section of the resume, in layout order, with its hidden, side and title choices. Keys of sections that
 * no longer exist are ignored, and a key listed twice counts once.
 */
export function sectionSlots(
  resume: { additionalSections: readonly { id: string; type: AdditionalSectionType }[] },
  layout: SectionLayout,
): SectionSlot[] {
  const all = new Map<string, Pick<SectionSlot, 'key' | 'type' | 'index'>>();
  for (const key of BUILT_IN_SECTION_KEYS) all.set(key, { key, type: key });
  resume.additionalSections.forEach((section, index) => {
    const key = extraKey(section.id);
    if (!all.has(key)) all.set(key, { key, type: section.type, index });
  });
  const ordered = [...new Set([...layout.order.filter((key) => all.has(key)), ...all.keys()])];
  const hidden = new Set(layout.hidden);
  const side = layout.side === null ? null : new Set(layout.side);
  return ordered.map((key) => {
    const slot = all.get(key)!;
    return {
      ...slot,
      isHidden: hidden.has(key),
      isSide: side === null ? DEFAULT_SIDE_TYPES.has(slot.type) : side.has(key),
      customTitle: (layout.titles[key] ?? '').trim(),
    };
  });
}

/** The order after moving `key` by `offset` places (-1 up, +1 down), as the full list of keys. */
export function moveSection(slots: readonly SectionSlot[], key: string, offset: number): string[] {
  const keys = slots.map((slot) => slot.key);
  const from = keys.indexOf(key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= keys.length) return keys;
  keys.splice(from, 1);
  keys.splice(to, 0, key);
  return keys;
}
