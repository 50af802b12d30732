import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './page-loading';

/** Each screen's code loads with its route, so the landing page ships no builder code. */
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
