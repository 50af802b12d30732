import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { FinishingStep } from '../../../domain/routes';
import { BUILDER_TEXTS } from '../../lib/i18n/namespaces/builder';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { LivePreview } from '../../shared/preview/live-preview';
import { useBuilderIntegrations } from '../../shared/resume/builder-integrations';
import { ResumeStoreProvider, useResumeStore } from '../../shared/resume/resume-store';
import { AdditionalSectionsStep } from './sections/additional-sections-step';
import { SectionStep } from './sections/section-step';
import { BuilderLayout } from './shell/builder-layout';
import { builderTitleKey } from './shell/builder-title';
import { type BuilderView, builderViewFor } from './shell/builder-view';
import { ContactInfoStep } from './steps/contact-info-step';
import { EducationStep } from './steps/education-step';
import { EmploymentStep } from './steps/employment-step';
import { PersonalDetailsStep } from './steps/personal-details-step';
import { SkillsStep } from './steps/skills-step';
import { StepFrame } from './steps/step-frame';
import { SummaryStep } from './steps/summary-step';

function PreviewView() {
  const { t } = useT(BUILDER_TEXTS);
  const { state } = useResumeStore();
  return (
    <StepFrame title={t('preview.title')}>
      <LivePreview resume={state.resume} />
    </StepFrame>
  );
}

/** The screens of /design and /improve, given by the app that composes their features with the builder. */
export type FinishingScreens = Partial<Record<FinishingStep['id'], ReactNode>>;

function BuilderScreen({
  view,
  finishingScreens,
}: {
  view: BuilderView;
  finishingScreens: FinishingScreens;
}) {
  switch (view.kind) {
    case 'step':
      switch (view.step.id) {
        case 'personal-details':
          return <PersonalDetailsStep />;
        case 'contact-info':
          return <ContactInfoStep />;
        case 'employment-history':
          return <EmploymentStep />;
        case 'education':
          return <EducationStep />;
        case 'skills':
          return <SkillsStep />;
        case 'prof-summary':
          return <SummaryStep />;
      }
      return null;
    case 'sections':
      return <AdditionalSectionsStep />;
    case 'section':
      return <SectionStep key={view.sectionType} type={view.sectionType} />;
    case 'finishing': {
      const screen = finishingScreens[view.step.id];
      if (screen) return screen;
      return <PreviewView />;
    }
    case 'preview':
    case 'unknown':
      return <PreviewView />;
  }
}

/** The drafts feature's autosave, fed from inside the store. */
function DraftSyncSlot() {
  const { DraftSync } = useBuilderIntegrations();
  const { state, dispatch, isLoaded } = useResumeStore();
  if (!DraftSync) return null;
  return (
    <DraftSync
      resume={state.resume}
      title={state.title}
      isLoaded={isLoaded}
      replace={(resume, title) => {
        dispatch({ type: 'reset' });
        dispatch({ type: 'load', data: resume, title });
      }}
    />
  );
}

/** The key that gives each screen its own state: a step, a finishing step, or the kind of view. */
function screenKey(view: BuilderView): string {
  return view.kind === 'step' || view.kind === 'finishing' ? view.step.id : view.kind;
}

/**
 * Every /write/* screen (canonical paths and aliases), /preview, /design and /improve, inside one resume store,
 * so an edit on any of them is the same resume in the same preview. `header` goes above the builder's own bar
 * (the site header on /design and /improve, ADR 0022).
 */
export default function BuilderPage({
  finishingScreens = {},
  header,
}: {
  finishingScreens?: FinishingScreens;
  header?: ReactNode;
}) {
  const [location] = useLocation();
  const view = builderViewFor(location);
  usePageTitle(builderTitleKey(view));
  return (
    <ResumeStoreProvider>
      <DraftSyncSlot />
      <BuilderLayout view={view} header={header}>
        <BuilderScreen key={screenKey(view)} view={view} finishingScreens={finishingScreens} />
      </BuilderLayout>
    </ResumeStoreProvider>
  );
}
