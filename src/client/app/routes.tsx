import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { APP_ROUTES, FINISHING_STEPS, PREVIEW_PAGE_PATH } from '../../domain/routes';
import { PageLoading } from './page-loading';

/** Each screen's code loads with its route, so the landing page ships no builder code. */
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const AtsCheckerScreen = lazy(() => import('./screens/ats-checker-screen'));
// The public pages share the landing page's header and footer.
const PublicLayout = lazy(() => import('../features/landing/public-layout'));
// The signed-in and purchase pages share the same header (without the footer).
const SiteLayout = lazy(() => import('./site-layout'));
const BlogIndexPage = lazy(() => import('../features/blog/blog-index-page'));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page'));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/terms-page'));
const BuilderScreen = lazy(() => import('./screens/builder-screen'));
const PreviewScreen = lazy(() => import('./screens/preview-screen'));
const TemplatesPage = lazy(() => import('../features/templates/templates-page'));
const DashboardScreen = lazy(() => import('./screens/dashboard-screen'));
const AiAssistantPage = lazy(() => import('../features/ai-assistant/ai-assistant-page'));
const AccountSettingsScreen = lazy(() => import('./screens/account-settings-screen'));
const ImportScreen = lazy(() => import('./screens/import-screen'));
const JobsPage = lazy(() => import('../features/jobs/jobs-page'));
const JobPage = lazy(() => import('../features/jobs/job-page'));
const CoverLetterPage = lazy(() => import('../features/cover-letters/cover-letter-page'));
const HistoryPage = lazy(() => import('../features/history/history-page'));
const ShareSettingsPage = lazy(() => import('../features/sharing/share-settings-page'));
const LoadingPage = lazy(() => import('../features/loading/loading-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ConfirmEmailPage = lazy(() => import('../features/account/confirm-email-page'));
const SelectPlanPage = lazy(() => import('../features/plans/select-plan-page'));
const LegacyCheckoutPage = lazy(() => import('../features/checkout/legacy-checkout-page'));
const SandboxCheckoutPage = lazy(() => import('../features/checkout/sandbox-checkout-page'));
const ThankYouTrialPage = lazy(() => import('../features/checkout/thank-you-trial-page'));
const ThankYou3moPage = lazy(() => import('../features/checkout/thank-you-3mo-page'));
const ThankYou6moPage = lazy(() => import('../features/checkout/thank-you-6mo-page'));
const PaymentCancelledPage = lazy(() => import('../features/checkout/payment-cancelled-page'));
// One pattern for every builder screen, so moving between steps keeps the same BuilderPage (and its state):
// /design and /improve are its last steps (issue 29.18).
const BUILDER_PATHS = new RegExp(
  `^(${[
    ...APP_ROUTES.filter((route) => route.kind !== 'page' && route.path !== PREVIEW_PAGE_PATH).flatMap(
      (route) => [route.path, ...route.aliases],
    ),
    ...FINISHING_STEPS.map((step) => step.path),
  ].join('|')})/?$`,
  'i',
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
        <Route path={PREVIEW_PAGE_PATH} component={PreviewScreen} />
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
