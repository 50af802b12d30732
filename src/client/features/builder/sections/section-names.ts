import type { AdditionalSectionType } from '../../../../domain/resume';
import { SECTION_TITLES } from '../../../../domain/resume-defaults';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';

/** A section's title as the builder fills it (its English name), or blank: not one the user chose. */
export function isDefaultSectionTitle(type: AdditionalSectionType, title: string): boolean {
  const typed = title.trim();
  return typed === '' || typed === SECTION_TITLES[type] || typed === 'Custom Section';
}

/**
 * How the interface names a section: by its type in the interface language while it keeps the name the builder
 * gave it, else by the title the user (or an import) chose, as typed.
 */
export function useSectionName(): (section: { type: AdditionalSectionType; title?: string }) => string {
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  return (section) =>
    isDefaultSectionTitle(section.type, section.title ?? '')
      ? t(`type.${section.type}`)
      : (section.title ?? '');
}
