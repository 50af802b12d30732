import type { ReactNode } from 'react';
import { LivePreview } from '../../../shared/preview/live-preview';
import { useResumeStore } from '../../../shared/resume/resume-store';
import type { BuilderView } from './builder-view';
import { MobileFooter, MobileStepSelect } from './mobile-step-nav';
import { StepSidebar } from './step-sidebar';
import { TitleBar } from './title-bar';
import { TopBar } from './top-bar';
import { useUndoShortcuts } from './use-undo-shortcuts';

/**
 * Top bar and title bar over three columns: steps, the step form, the live preview. A `header` (the site's)
 * goes on top, and the top bar then leaves out its own logo: one way home per page.
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
  const { state } = useResumeStore();
  useUndoShortcuts();
  const isPreviewView = view.kind === 'preview';
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      {header}
      <TopBar isUnderSiteHeader={header !== undefined} />
      <TitleBar />
      <MobileStepSelect view={view} />
      <div className="mx-auto flex w-full max-w-[1600px] flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-border bg-background lg:block">
          <StepSidebar view={view} />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6">{children}</main>
        {isPreviewView ? null : (
          <aside aria-label="Live preview" className="hidden w-[min(42vw,640px)] shrink-0 p-6 lg:block">
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
