import type { AdditionalSection } from '../../../../domain/resume';
import { SECTION_TITLES } from '../../../../domain/resume-defaults';
import type { BuilderStep, FinishingStep } from '../../../../domain/routes';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The names the builder's navigation gives its screens, in the interface language. An added section keeps the
 * title the user gave it; until then (a new section is titled with its English name, as the resume stores it)
 * it reads as its type's name.
 */
export function useStepLabels() {
  const { t } = useT(BUILDER_TEXTS);
  return {
    stepLabel: (step: BuilderStep | FinishingStep) => t(`step.${step.id}`),
    sectionLabel: (section: Pick<AdditionalSection, 'type' | 'title'>) => {
      const title = section.title.trim();
      const isDefault = title === '' || title === SECTION_TITLES[section.type] || title === 'Custom Section';
      return isDefault ? t(`section.${section.type}`) : title;
    },
  };
}
