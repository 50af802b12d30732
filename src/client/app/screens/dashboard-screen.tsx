import DashboardPage from '../../features/dashboard/dashboard-page';
import { DashboardDownloadDialog } from '../../features/export/download-dialog';
import { SubscriptionCard } from '../../features/subscription/subscription-card';
import { renderReadBackSummary } from '../render-read-back-summary';

/**
 * /dashboard with the payments feature's plan card and the export feature's format dialog in each row, which
 * shows what an ATS reads of the chosen file type.
 */
export default function DashboardScreen() {
  return (
    <DashboardPage
      renderExportDialog={(props) => <DashboardDownloadDialog {...props} readBack={renderReadBackSummary} />}
      renderSubscriptionCard={(user) => (
        <SubscriptionCard
          user={{
            planType: user.planType ?? null,
            subscriptionStatus: user.subscriptionStatus ?? null,
            subscriptionExpiresAt: user.subscriptionExpiresAt ?? null,
            purchaseAmount: user.purchaseAmount ?? null,
          }}
        />
      )}
    />
  );
}
