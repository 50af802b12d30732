import { useId } from 'react';
import { useLocation } from 'wouter';
import {
  ADDITIONAL_SECTIONS_PATH,
  BUILDER_STEPS,
  FINISHING_STEPS,
  nextStep,
  previousStep,
  sectionStepPath,
} from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { useDownload } from './builder-nav';
import type { BuilderView } from './builder-view';
import { useStepLabels } from './step-labels';

/** Small screens: a dropdown of every step and section, Design and Improve, in place of the sidebar. */
export function MobileStepSelect({ view }: { view: BuilderView }) {
  const { t } = useT(BUILDER_TEXTS);
  const { stepLabel, sectionLabel } = useStepLabels();
  const { state } = useResumeStore();
  const [location, navigate] = useLocation();
  const id = useId();
  const current =
    view.kind === 'step'
      ? view.step.path
      : view.kind === 'section'
        ? sectionStepPath(view.sectionType)
        : view.kind === 'sections'
          ? ADDITIONAL_SECTIONS_PATH
          : view.kind === 'finishing'
            ? view.step.path
            : location;
  return (
    <div className="flex flex-col gap-1 border-b border-border px-4 py-2 lg:hidden">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {t('nav.goTo')}
      </label>
      <select
        id={id}
        className={`${fieldClasses} h-10`}
        value={current}
        onChange={(event) => navigate(event.target.value)}
      >
        {BUILDER_STEPS.map((step) => (
          <option key={step.id} value={step.path}>
            {stepLabel(step)}
          </option>
        ))}
        {state.resume.additionalSections.map((section) => (
          <option key={section.id} value={sectionStepPath(section.type)}>
            {sectionLabel(section)}
          </option>
        ))}
        <option value={ADDITIONAL_SECTIONS_PATH}>{t('nav.additional')}</option>
        {FINISHING_STEPS.map((step) => (
          <option key={step.id} value={step.path}>
            {stepLabel(step)}
          </option>
        ))}
        {view.kind === 'preview' ? <option value={location}>{t('nav.preview')}</option> : null}
      </select>
    </div>
  );
}

/** Small screens: Previous, 'Step N of total' and Next, which reads Save & Download on the summary step. */
export function MobileFooter({ view }: { view: BuilderView }) {
  const { t } = useT(BUILDER_TEXTS);
  const [, navigate] = useLocation();
  const download = useDownload();
  if (view.kind !== 'step') return null;
  const previous = previousStep(view.step.id);
  const next = nextStep(view.step.id);
  const number = BUILDER_STEPS.indexOf(view.step) + 1;
  return (
    <footer className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-2 border-t border-border bg-background px-4 py-2 lg:hidden">
      <Button
        variant="outline"
        size="sm"
        disabled={!previous}
        onClick={() => previous && navigate(previous.path)}
      >
        {t('nav.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">
        {t('nav.stepOf', { number, total: BUILDER_STEPS.length })}
      </span>
      {/* A longer language's button takes a row of its own rather than widen the page; it stays at the end. */}
      <Button size="sm" className="ms-auto" onClick={() => (next ? navigate(next.path) : download())}>
        {next ? t('nav.next') : t('nav.saveDownload')}
      </Button>
    </footer>
  );
}
