import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { finishingStepForPath } from '../../../domain/routes';
import BuilderPage from '../../features/builder/builder-page';
import { SiteHeader } from '../../features/landing/site-header';
import { BuilderWiring } from '../builder-wiring';
import { PageLoading } from '../page-loading';

// Their code loads when first shown, as it did when they were pages of their own.
const DesignScreen = lazy(() => import('./design-screen'));
const ImproveScreen = lazy(() => import('./improve-screen'));

/** A finishing step's screen, with the page's loading state until its code has arrived. */
function whenLoaded(Screen: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

/**
 * Every /write/* step, /preview, /design and /improve, with accounts, drafts, AI and downloads attached. Design
 * and Improve are steps of the same builder (issue 29.18): one resume store, the step list, progress and Download
 * stay, so the way back and forward is always in view. They keep the site header above (ADR 0022).
 */
export default function BuilderScreen() {
  const [location] = useLocation();
  const finishing = finishingStepForPath(location);
  return (
    // /improve's Download runs the preview page's download flow (ADR 0011); every other step the builder's.
    <BuilderWiring downloadMode={finishing?.id === 'improve' ? 'preview' : 'builder'}>
      <BuilderPage
        header={finishing ? <SiteHeader hasBuildButton={false} /> : undefined}
        finishingScreens={{ design: whenLoaded(DesignScreen), improve: whenLoaded(ImproveScreen) }}
      />
    </BuilderWiring>
  );
}
