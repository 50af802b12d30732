import { CheckCircle2Icon, CircleIcon, PaletteIcon, PlusIcon } from 'lucide-react';
import { Link } from 'wouter';
import { isSectionComplete, isStepComplete } from '../../../../domain/progress';
import { SECTION_TITLES } from '../../../../domain/resume-defaults';
import { ADDITIONAL_SECTIONS_PATH, BUILDER_STEPS, sectionStepPath } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { isDownloadShown, useDownload } from './builder-nav';
import type { BuilderView } from './builder-view';

type StepState = 'completed' | 'current' | 'upcoming';

const linkClasses = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-muted';

/** Steps by position relative to the current one, then the added sections, 'Additional section' and Design. */
export function StepSidebar({ view }: { view: BuilderView }) {
  const { state } = useResumeStore();
  const download = useDownload();
  const currentIndex = view.kind === 'step' ? BUILDER_STEPS.indexOf(view.step) : BUILDER_STEPS.length;
  return (
    <nav aria-label="Resume sections" className="flex flex-col gap-1 p-3">
      <ol className="flex flex-col gap-1">
        {BUILDER_STEPS.map((step, index) => {
          const stepState: StepState =
            index === currentIndex ? 'current' : index < currentIndex ? 'completed' : 'upcoming';
          const isDone = isStepComplete(step.id, state.resume);
          return (
            <li key={step.id} data-state={stepState}>
              <Link
                href={step.path}
                aria-current={stepState === 'current' ? 'step' : undefined}
                className={cn(
                  linkClasses,
                  stepState === 'current' && 'bg-brand-100 font-semibold text-brand-800',
                  stepState === 'upcoming' && 'text-muted-foreground',
                )}
              >
                {isDone ? (
                  <CheckCircle2Icon aria-label="complete" className="size-4 text-success" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4" />
                )}
                {step.label}
              </Link>
            </li>
          );
        })}
        {state.resume.additionalSections.map((section) => {
          const isCurrent = view.kind === 'section' && view.sectionType === section.type;
          return (
            <li key={section.id}>
              <Link
                href={sectionStepPath(section.type)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(linkClasses, isCurrent && 'bg-brand-100 font-semibold text-brand-800')}
              >
                {isSectionComplete(section) ? (
                  <CheckCircle2Icon aria-label="complete" className="size-4 text-success" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4" />
                )}
                {section.title || SECTION_TITLES[section.type]}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            href={ADDITIONAL_SECTIONS_PATH}
            aria-current={view.kind === 'sections' ? 'step' : undefined}
            className={cn(
              linkClasses,
              view.kind === 'sections' && 'bg-brand-100 font-semibold text-brand-800',
            )}
          >
            <PlusIcon aria-hidden="true" className="size-4" />
            Additional section
          </Link>
        </li>
        <li>
          <Link href="/design" className={linkClasses}>
            <PaletteIcon aria-hidden="true" className="size-4" />
            Design
          </Link>
        </li>
      </ol>
      {isDownloadShown(state.resume) ? (
        <Button className="mt-3" onClick={download}>
          Download
        </Button>
      ) : null}
    </nav>
  );
}
