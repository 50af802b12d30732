import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LivePreview } from '../../../shared/preview/live-preview';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import type { BuilderView } from './builder-view';
import { MobileFooter, MobileStepSelect } from './mobile-step-nav';
import { StepSidebar } from './step-sidebar';
import { TitleBar } from './title-bar';
import { TopBar } from './top-bar';
import { useUndoShortcuts } from './use-undo-shortcuts';

/** Tailwind's xl: from here the job panel has a column of its own (below, a band above the form). */
const WIDE_SCREEN = '(min-width: 80rem)';

/**
 * Top bar and title bar over three columns: steps, the step form, the live preview. A `header` (the site's)
 * goes on top, and the top bar then leaves out its own logo: one way home per page. A tailored copy adds its
 * job panel (the JobPanel slot): a fourth column on wide screens, a band above the form on narrow ones.
 */
export function BuilderLayout({
  view,
  header,
  children,
}: {
  view: BuilderView;
  header?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT(BUILDER_TEXTS);
  const { state, isLoaded } = useResumeStore();
  const { JobPanel } = useBuilderIntegrations();
  const isWide = useMediaQuery(WIDE_SCREEN);
  useUndoShortcuts();
  // Only once the resume is loaded: a match of the half-loaded one would be a score that means nothing.
  const Panel = JobPanel && isLoaded ? JobPanel : null;
  const isPreviewView = view.kind === 'preview';
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      {header}
      <TopBar isUnderSiteHeader={header !== undefined} />
      <TitleBar />
      <MobileStepSelect view={view} />
      {Panel && !isWide ? <Panel resume={state.resume} placement="inline" /> : null}
      <div className="mx-auto flex w-full max-w-[1600px] flex-1">
        <aside className="hidden w-60 shrink-0 border-e border-border bg-background lg:block">
          <StepSidebar view={view} />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6">{children}</main>
        {Panel && isWide ? <Panel resume={state.resume} placement="column" /> : null}
        {isPreviewView ? null : (
          <aside
            aria-label={t('layout.preview')}
            className={cn(
              'hidden w-[min(42vw,640px)] shrink-0 p-6 lg:block',
              // The job panel's column, when open, takes its room from the preview, not from the form.
              'xl:peer-data-[job-panel=open]:w-[min(30vw,520px)]',
            )}
          >
            <div className="sticky top-4">
              <LivePreview resume={state.resume} />
            </div>
          </aside>
        )}
      </div>
      <MobileFooter view={view} />
    </div>
  );
}
