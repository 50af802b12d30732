import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { isPlanActive } from '../../../domain/plans';
import { Spinner } from '../../components/ui/spinner';
import { DASHBOARD_TEXTS } from '../../lib/i18n/namespaces/dashboard';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { UpcomingEvents } from '../../shared/job-events/upcoming-events';
import { type DashboardUser, useDashboardUser } from '../../shared/session/dashboard-user';
import { CoverLettersList } from './components/cover-letters-list';
import type { RenderExportDialog } from './components/draft-row';
import { DraftsList } from './components/drafts-list';
import { QuickActions } from './components/quick-actions';
import { VerifyEmailReminder } from './components/verify-email-reminder';

/**
 * /dashboard (spec section 2): greeting, the active-plan card, three shortcuts, the user's drafts and cover
 * letters (issue 15), and a reminder to confirm the e-mail while it is not.
 * A guest is sent to /. The download format dialog is the export feature's, passed in by the app.
 */
export default function DashboardPage({
  renderExportDialog,
  renderSubscriptionCard,
}: {
  renderExportDialog?: RenderExportDialog;
  /** The payments feature's active-plan card. */
  renderSubscriptionCard?: (user: DashboardUser) => ReactNode;
}) {
  const user = useDashboardUser();
  const [, navigate] = useLocation();
  const { t } = useT(DASHBOARD_TEXTS);
  usePageTitle('dashboard');
  const isGuest = user.isSuccess && user.data === null;
  useEffect(() => {
    if (isGuest) navigate('/', { replace: true });
  }, [isGuest, navigate]);

  if (!user.data) {
    return (
      <main className="flex flex-1 items-center justify-center">
        <Spinner />
      </main>
    );
  }
  const active = isPlanActive({
    subscriptionStatus: user.data.subscriptionStatus,
    subscriptionExpiresAt: user.data.subscriptionExpiresAt,
  });
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl">
        {user.data.firstName
          ? withTags(t('welcome.named'), {
              // The name is the user's, as typed: a tag, not a placeholder, so it is never read as markup.
              name: () => <span translate="no">{user.data?.firstName}</span>,
            })
          : t('welcome.anonymous')}
      </h1>
      {active && renderSubscriptionCard ? renderSubscriptionCard(user.data) : null}
      <QuickActions />
      <UpcomingEvents isQuietWhenEmpty />
      <DraftsList userId={user.data.id} isPlanActive={active} renderExportDialog={renderExportDialog} />
      <CoverLettersList isPlanActive={active} />
      <VerifyEmailReminder />
    </main>
  );
}
