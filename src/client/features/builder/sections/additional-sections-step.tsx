import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useLocation } from 'wouter';
import { ADDITIONAL_SECTION_TYPES } from '../../../../domain/resume';
import { createAdditionalSection } from '../../../../domain/resume-defaults';
import { PREVIEW_PAGE_PATH, sectionStepPath } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { BUILDER_SECTIONS_TEXTS } from '../../../lib/i18n/namespaces/builder-sections';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { StepFrame } from '../steps/step-frame';
import { MoveButtons, movesAt } from './move-buttons';
import { useSectionName } from './section-names';

/** Choose extra sections: add one (empty, then go to its step) or remove an added one. */
export function AdditionalSectionsStep() {
  const { state, dispatch } = useResumeStore();
  const [, navigate] = useLocation();
  const { t } = useT(BUILDER_SECTIONS_TEXTS);
  const sectionName = useSectionName();
  const added = state.resume.additionalSections;
  const available = ADDITIONAL_SECTION_TYPES.filter(
    (type) => !added.some((section) => section.type === type),
  );
  return (
    <StepFrame
      title={t('step.title')}
      description={t('step.description')}
      onContinue={() => navigate(PREVIEW_PAGE_PATH)}
    >
      {available.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {available.map((type) => (
            <Button
              key={type}
              variant="outline"
              onClick={() => {
                dispatch({ type: 'addSection', section: createAdditionalSection(type) });
                navigate(sectionStepPath(type));
              }}
            >
              <PlusIcon aria-hidden="true" />
              {sectionName({ type })}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('step.allAdded')}</p>
      )}
      {added.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t('step.added')}</h2>
          <p className="text-sm text-muted-foreground">{t('step.order')}</p>
          <ul className="flex flex-col gap-2">
            {added.map((section, index) => {
              const title = sectionName(section);
              return (
                <li key={section.id} className="flex items-center gap-2 rounded-md border border-border p-3">
                  {/* The count sits under the title on a phone, so the title keeps the room it needs. */}
                  <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
                    <span className="truncate font-medium sm:flex-1">{title}</span>
                    <span className="text-sm text-muted-foreground">
                      {t('step.items', { count: section.items.length })}
                    </span>
                  </span>
                  <MoveButtons
                    label={title}
                    canMove={movesAt(index, added.length)}
                    onMove={(offset) => dispatch({ type: 'moveSection', id: section.id, offset })}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('step.remove', { title })}
                    onClick={() => dispatch({ type: 'removeSection', id: section.id })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </StepFrame>
  );
}
