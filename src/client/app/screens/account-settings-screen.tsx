import { useQuery } from '@tanstack/react-query';
import { MARKETING_STATS_URL, type MarketingStats } from '../../../domain/marketing-api';
import AccountSettingsPage from '../../features/account/account-settings-page';
import { SubscriptionSection } from '../../features/subscription/subscription-section';
import { useCurrentUser } from '../../shared/session/current-user';

/** /account-settings with the payments feature's subscription section (Change Plan, Cancel, benefits). */
export default function AccountSettingsScreen() {
  const { user } = useCurrentUser();
  const stats = useQuery<MarketingStats>({ queryKey: [MARKETING_STATS_URL] });
  const supportEmail = stats.data?.supportEmail;
  return (
    <AccountSettingsPage
      isSubscriptionLoading={stats.isPending}
      subscriptionSection={
        user && supportEmail ? <SubscriptionSection user={user} supportEmail={supportEmail} /> : null
      }
    />
  );
}
