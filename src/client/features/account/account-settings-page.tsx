import { ArrowLeftIcon, UserIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { ConnectedAssistantsCard } from './connected-assistants-card';
import { DeleteAccountCard } from './delete-account-card';
import { ExportDataCard } from './export-data-card';
import { usePasskeys } from './passkeys-api';
import { PasskeysCard } from './passkeys-card';
import { usePersonalTokens } from './personal-tokens-api';
import { PersonalTokensCard } from './personal-tokens-card';
import { useSessions } from './sessions-api';
import { SessionsCard } from './sessions-card';
import { useTwoFactorStatus } from './two-factor-api';
import { TwoFactorCard } from './two-factor-card';
import { useAccountUser } from './use-account-user';

/** Google and LinkedIn are names, the same in every language. */
const PROVIDER_NAMES: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * /account-settings: profile, then the subscription part, then Back to Dashboard. Redirects a guest to /.
 * `subscriptionSection` is the payments feature's whole subscription part (details, Change Plan / Cancel or
 * Upgrade, Need Help?), null while it loads.
 */
export default function AccountSettingsPage({
  subscriptionSection,
  isSubscriptionLoading = false,
}: {
  subscriptionSection: ReactNode;
  /** The page shows once, whole: a section arriving later would push Back to Dashboard from under the pointer. */
  isSubscriptionLoading?: boolean;
}) {
  const { user, isLoading } = useAccountUser();
  const [, navigate] = useLocation();
  const { t } = useT(ACCOUNT_TEXTS);
  usePageTitle('accountSettings');
  // The cards below read these too (same query keys, one request each). Waiting for their first answers here
  // keeps a card's spinner turning into a list from pushing Back to Dashboard down under the pointer.
  const cardQueries = [useSessions(), useTwoFactorStatus(), usePasskeys(), usePersonalTokens()];
  const isCardLoading = cardQueries.some((query) => query.isPending && query.fetchStatus !== 'idle');
  useEffect(() => {
    if (!isLoading && !user) navigate('/', { replace: true });
  }, [isLoading, user, navigate]);

  if (!user || isSubscriptionLoading || isCardLoading) {
    return (
      <main className="flex flex-1 items-center justify-center">
        <Spinner />
      </main>
    );
  }
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const provider =
    user.authProvider === 'email'
      ? t('provider.email')
      : user.authProvider === 'oidc'
        ? t('provider.oidc')
        : (PROVIDER_NAMES[user.authProvider] ?? user.authProvider);

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 p-4 sm:p-8">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('profile.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-center gap-4">
            {user.profileImageUrl ? (
              <img src={user.profileImageUrl} alt="" className="size-16 rounded-full object-cover" />
            ) : (
              <span className="flex size-16 items-center justify-center rounded-full bg-muted">
                <UserIcon aria-hidden="true" className="size-8 text-muted-foreground" />
              </span>
            )}
            <div>
              {fullName ? (
                <p className="text-lg font-medium" translate="no">
                  {fullName}
                </p>
              ) : (
                <p className="text-lg font-medium">{t('profile.fallbackName')}</p>
              )}
              <p className="text-sm text-muted-foreground" translate="no">
                {user.email}
              </p>
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">{t('profile.firstName')}</dt>
              {user.firstName ? (
                <dd translate="no">{user.firstName}</dd>
              ) : (
                <dd>{t('profile.notProvided')}</dd>
              )}
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('profile.lastName')}</dt>
              {user.lastName ? <dd translate="no">{user.lastName}</dd> : <dd>{t('profile.notProvided')}</dd>}
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('profile.method')}</dt>
              <dd>
                <Badge variant="secondary">{provider}</Badge>
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <SessionsCard />
      {/* Provider-only accounts have no password; the server tells them to use "Forgot password" if asked. */}
      {user.authProvider === 'email' && <ChangePasswordCard />}
      <ChangeEmailCard hasPassword={user.authProvider === 'email'} />
      <TwoFactorCard hasPassword={user.authProvider === 'email'} />
      <PasskeysCard />
      <PersonalTokensCard hasPassword={user.authProvider === 'email'} />
      <ConnectedAssistantsCard />

      {subscriptionSection}

      <ExportDataCard />
      <DeleteAccountCard email={user.email} hasPassword={user.authProvider === 'email'} />

      <Button asChild variant="ghost" className="w-fit">
        <Link href="/dashboard">
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" /> {t('backToDashboard')}
        </Link>
      </Button>
    </main>
  );
}
