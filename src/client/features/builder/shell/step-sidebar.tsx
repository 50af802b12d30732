import { CheckCircle2Icon, CircleIcon, PaletteIcon, PlusIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'wouter';
import { isSectionComplete, isStepComplete } from '../../../../domain/progress';
import {
  ADDITIONAL_SECTIONS_PATH,
  BUILDER_STEPS,
  FINISHING_STEPS,
  sectionStepPath,
} from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { isDownloadShown, useDownload } from './builder-nav';
import type { BuilderView } from './builder-view';
import { useStepLabels } from './step-labels';
import { builderStepState, finishingStepState } from './step-states';

const linkClasses = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-muted';
const FINISHING_ICONS = { design: PaletteIcon, improve: SparklesIcon } as const;

/**
 * Steps by position relative to the current one, then the added sections, 'Additional section', Design and
 * Improve, so every screen of the builder shows the way back and forward (issue 29.18).
 */
export function StepSidebar({ view }: { view: BuilderView }) {
  const { t } = useT(BUILDER_TEXTS);
  const { stepLabel, sectionLabel } = useStepLabels();
  const { state } = useResumeStore();
  const download = useDownload();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-1 p-3">
      <ol className="flex flex-col gap-1">
        {BUILDER_STEPS.map((step, index) => {
          const stepState = builderStepState(index, view);
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
                  <CheckCircle2Icon aria-label={t('nav.complete')} className="size-4 text-success" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4" />
                )}
                {stepLabel(step)}
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
                  <CheckCircle2Icon aria-label={t('nav.complete')} className="size-4 text-success" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4" />
                )}
                {sectionLabel(section)}
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
            {t('nav.additional')}
          </Link>
        </li>
        {FINISHING_STEPS.map((step) => {
          const stepState = finishingStepState(step, view);
          const Icon = FINISHING_ICONS[step.id];
          return (
            <li key={step.id} data-state={stepState}>
              <Link
                href={step.path}
                aria-current={stepState === 'current' ? 'step' : undefined}
                className={cn(
                  linkClasses,
                  stepState === 'current' && 'bg-brand-100 font-semibold text-brand-800',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {stepLabel(step)}
              </Link>
            </li>
          );
        })}
      </ol>
      {isDownloadShown(state.resume) ? (
        <Button className="mt-3" onClick={download}>
          {t('nav.download')}
        </Button>
      ) : null}
    </nav>
  );
}
