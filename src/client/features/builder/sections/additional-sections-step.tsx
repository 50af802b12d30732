import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useLocation } from 'wouter';
import { ADDITIONAL_SECTION_TYPES } from '../../../../domain/resume';
import { createAdditionalSection, SECTION_TITLES } from '../../../../domain/resume-defaults';
import { PREVIEW_PAGE_PATH, sectionStepPath } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { StepFrame } from '../steps/step-frame';
import { MoveButtons, movesAt } from './move-buttons';

/** Choose extra sections: add one (empty, then go to its step) or remove an added one. */
export function AdditionalSectionsStep() {
  const { state, dispatch } = useResumeStore();
  const [, navigate] = useLocation();
  const added = state.resume.additionalSections;
  const available = ADDITIONAL_SECTION_TYPES.filter(
    (type) => !added.some((section) => section.type === type),
  );
  return (
    <StepFrame
      title="Additional sections"
      description="Add sections that show more of what you offer."
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
              {SECTION_TITLES[type]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          All available sections have been added to your resume.
        </p>
      )}
      {added.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Added sections</h2>
          <p className="text-sm text-muted-foreground">They appear on your resume in this order.</p>
          <ul className="flex flex-col gap-2">
            {added.map((section, index) => {
              const title = section.title || SECTION_TITLES[section.type];
              return (
                <li key={section.id} className="flex items-center gap-2 rounded-md border border-border p-3">
                  {/* The count sits under the title on a phone, so the title keeps the room it needs. */}
                  <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
                    <span className="truncate font-medium sm:flex-1">{title}</span>
                    <span className="text-sm text-muted-foreground">
                      {section.items.length} {section.items.length === 1 ? 'item' : 'items'}
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
                    aria-label={`Remove ${title}`}
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
