import { SECTION_TITLES } from './resume-defaults';
import { RESUME_WORDS, type ResumeLanguage } from './resume-language';
import type { SectionSlot } from './section-layout';
import type { AdditionalSectionType } from './section-types';

/**
 * A section's heading before any renaming in the Design step: the built-in heading in the resume's language,
 * or an additional section's own title. The builder fills a new additional section's title with its English
 * name; that one still follows the language.
 */
export function defaultSectionTitle(
  slot: Pick<SectionSlot, 'type' | 'index'>,
  resume: { language: ResumeLanguage; additionalSections: readonly { title: string }[] },
): string {
  const words = RESUME_WORDS[resume.language];
  if (slot.index === undefined) return words.headings[slot.type];
  const typed = resume.additionalSections[slot.index]?.title.trim() ?? '';
  const type = slot.type as AdditionalSectionType;
  const isEnglishDefault = typed === '' || typed === SECTION_TITLES[type] || typed === 'Custom Section';
  return isEnglishDefault ? words.headings[type] : typed;
}

/** The heading the resume shows: the user's renamed one, else the default. */
export function sectionTitle(
  slot: Pick<SectionSlot, 'type' | 'index' | 'customTitle'>,
  resume: { language: ResumeLanguage; additionalSections: readonly { title: string }[] },
): string {
  return slot.customTitle || defaultSectionTitle(slot, resume);
}
