import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyWithQueries } from '../shared/query/lazy-with-queries';
import { BUILDER_PATHS, PREVIEW_PATH } from './builder-paths';
import { PageLoading } from './page-loading';

/**
 * Each screen's code loads with its route, so the landing page ships no builder code. Every screen but the
 * landing page and the two frames (whose header reads the signed-in user from its own store) brings the query
 * client with it: the landing page's first load has none of TanStack Query.
 */
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const NotFoundPage = lazyWithQueries(() => import('./not-found-page').then((m) => m.default));
const AtsCheckerScreen = lazyWithQueries(() => import('./screens/ats-checker-screen').then((m) => m.default));
// The public pages share the landing page's header and footer.
const PublicLayout = lazy(() => import('../features/landing/public-layout'));
// The signed-in and purchase pages share the same header (without the footer).
const SiteLayout = lazy(() => import('./site-layout'));
const BlogIndexPage = lazyWithQueries(() =>
  import('../features/blog/blog-index-page').then((m) => m.default),
);
const BlogPostPage = lazyWithQueries(() => import('../features/blog/blog-post-page').then((m) => m.default));
const PrivacyPage = lazyWithQueries(() => import('../features/legal/privacy-page').then((m) => m.default));
const TermsPage = lazyWithQueries(() => import('../features/legal/terms-page').then((m) => m.default));
const BuilderScreen = lazyWithQueries(() => import('./screens/builder-screen').then((m) => m.default));
const PreviewScreen = lazyWithQueries(() => import('./screens/preview-screen').then((m) => m.default));
const TemplatesPage = lazyWithQueries(() =>
  import('../features/templates/templates-page').then((m) => m.default),
);
const DashboardScreen = lazyWithQueries(() => import('./screens/dashboard-screen').then((m) => m.default));
const AiAssistantPage = lazyWithQueries(() =>
  import('../features/ai-assistant/ai-assistant-page').then((m) => m.default),
);
const AccountSettingsScreen = lazyWithQueries(() =>
  import('./screens/account-settings-screen').then((m) => m.default),
);
const ImportScreen = lazyWithQueries(() => import('./screens/import-screen').then((m) => m.default));
const JobsPage = lazyWithQueries(() => import('../features/jobs/jobs-page').then((m) => m.default));
const JobPage = lazyWithQueries(() => import('../features/jobs/job-page').then((m) => m.default));
const CoverLetterPage = lazyWithQueries(() =>
  import('../features/cover-letters/cover-letter-page').then((m) => m.default),
);
const HistoryPage = lazyWithQueries(() => import('../features/history/history-page').then((m) => m.default));
const ShareSettingsPage = lazyWithQueries(() =>
  import('../features/sharing/share-settings-page').then((m) => m.default),
);
const LoadingPage = lazyWithQueries(() => import('../features/loading/loading-page').then((m) => m.default));
const LoginPage = lazyWithQueries(() => import('../features/auth/login-page').then((m) => m.default));
const ResetPasswordPage = lazyWithQueries(() =>
  import('../features/auth/reset-password-page').then((m) => m.default),
);
const ConfirmEmailPage = lazyWithQueries(() =>
  import('../features/account/confirm-email-page').then((m) => m.default),
);
const SelectPlanPage = lazyWithQueries(() =>
  import('../features/plans/select-plan-page').then((m) => m.default),
);
const LegacyCheckoutPage = lazyWithQueries(() =>
  import('../features/checkout/legacy-checkout-page').then((m) => m.default),
);
const SandboxCheckoutPage = lazyWithQueries(() =>
  import('../features/checkout/sandbox-checkout-page').then((m) => m.default),
);
const ThankYouTrialPage = lazyWithQueries(() =>
  import('../features/checkout/thank-you-trial-page').then((m) => m.default),
);
const ThankYou3moPage = lazyWithQueries(() =>
  import('../features/checkout/thank-you-3mo-page').then((m) => m.default),
);
const ThankYou6moPage = lazyWithQueries(() =>
  import('../features/checkout/thank-you-6mo-page').then((m) => m.default),
);
const PaymentCancelledPage = lazyWithQueries(() =>
  import('../features/checkout/payment-cancelled-page').then((m) => m.default),
);
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/blog">
          {() => (
            <PublicLayout>
              <BlogIndexPage />
            </PublicLayout>
          )}
        </Route>
        <Route path="/blog/:slug">
          {() => (
            <PublicLayout>
              <BlogPostPage />
            </PublicLayout>
          )}
        </Route>
        <Route path="/privacy">
          {() => (
            <PublicLayout>
              <PrivacyPage />
            </PublicLayout>
          )}
        </Route>
        <Route path="/terms">
          {() => (
            <PublicLayout>
              <TermsPage />
            </PublicLayout>
          )}
        </Route>
        <Route path="/ats-checker">
          {() => (
            <PublicLayout>
              <AtsCheckerScreen />
            </PublicLayout>
          )}
        </Route>
        <Route path="/ats-templates">
          {() => (
            <PublicLayout>
              <TemplatesPage />
            </PublicLayout>
          )}
        </Route>
        <Route path={PREVIEW_PATH} component={PreviewScreen} />
        <Route path={BUILDER_PATHS} component={BuilderScreen} />
        <Route path="/select-plan">
          {() => (
            <SiteLayout hasBuildButton={false}>
              <SelectPlanPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/drafts/:id/history">
          {() => (
            <SiteLayout>
              <HistoryPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/drafts/:id/share">
          {() => (
            <SiteLayout>
              <ShareSettingsPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/dashboard">
          {() => (
            <SiteLayout>
              <DashboardScreen />
            </SiteLayout>
          )}
        </Route>
        <Route path="/account-settings">
          {() => (
            <SiteLayout>
              <AccountSettingsScreen />
            </SiteLayout>
          )}
        </Route>
        <Route path="/ai-assistant">
          {() => (
            <SiteLayout>
              <AiAssistantPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/import">
          {() => (
            <SiteLayout>
              <ImportScreen />
            </SiteLayout>
          )}
        </Route>
        <Route path="/jobs">
          {() => (
            <SiteLayout>
              <JobsPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/jobs/:id">
          {() => (
            <SiteLayout>
              <JobPage />
            </SiteLayout>
          )}
        </Route>
        {/* One route for /new and an id: a letter created on its first edit keeps its editor (ADR 0077). */}
        <Route path="/cover-letters/:id">
          {() => (
            <SiteLayout>
              <CoverLetterPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/loading" component={LoadingPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/confirm-email">
          {() => (
            <SiteLayout>
              <ConfirmEmailPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/checkout">
          {() => (
            <SiteLayout hasBuildButton={false}>
              <LegacyCheckoutPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/sandbox-checkout/:id" component={SandboxCheckoutPage} />
        <Route path="/thank-you-trial">
          {() => (
            <SiteLayout>
              <ThankYouTrialPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/thank-you-3mo">
          {() => (
            <SiteLayout>
              <ThankYou3moPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/thank-you-6mo">
          {() => (
            <SiteLayout>
              <ThankYou6moPage />
            </SiteLayout>
          )}
        </Route>
        <Route path="/payment-cancelled">
          {() => (
            <SiteLayout hasBuildButton={false}>
              <PaymentCancelledPage />
            </SiteLayout>
          )}
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
