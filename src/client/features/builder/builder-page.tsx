import { useLocation } from 'wouter';
import { LivePreview } from '../../shared/preview/live-preview';
import { useBuilderIntegrations } from '../../shared/resume/builder-integrations';
import { ResumeStoreProvider, useResumeStore } from '../../shared/resume/resume-store';
import { AdditionalSectionsStep } from './sections/additional-sections-step';
import { SectionStep } from './sections/section-step';
import { BuilderLayout } from './shell/builder-layout';
import { type BuilderView, builderViewFor } from './shell/builder-view';
import { ContactInfoStep } from './steps/contact-info-step';
import { EducationStep } from './steps/education-step';
import { EmploymentStep } from './steps/employment-step';
import { PersonalDetailsStep } from './steps/personal-details-step';
import { SkillsStep } from './steps/skills-step';
import { StepFrame } from './steps/step-frame';
import { SummaryStep } from './steps/summary-step';

function PreviewView() {
  const { state } = useResumeStore();
  return (
    <StepFrame title="Preview">
      <LivePreview resume={state.resume} />
    </StepFrame>
  );
}

function BuilderScreen({ view }: { view: BuilderView }) {
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

/** Every /write/* screen (canonical paths and aliases) and /preview, inside one resume store. */
export default function BuilderPage() {
  const [location] = useLocation();
  const view = builderViewFor(location);
  return (
    <ResumeStoreProvider>
      <DraftSyncSlot />
      <BuilderLayout view={view}>
        <BuilderScreen key={view.kind === 'step' ? view.step.id : view.kind} view={view} />
      </BuilderLayout>
    </ResumeStoreProvider>
  );
}
