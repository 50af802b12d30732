import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CrownIcon, LifeBuoyIcon, UserIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { MARKETING_STATS_URL, type MarketingStats } from '../../../domain/marketing-api';
import { FREE_PLAN_LABEL, isPlanActive, isPlanId, PLANS, priceSummary } from '../../../domain/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { type AccountUser, useAccountUser } from './use-account-user';

const PROVIDER_BADGES: Record<string, string> = {
  email: 'Email & Password',
  google: 'Google',
  linkedin: 'LinkedIn',
  oidc: 'Single sign-on',
};

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'Free Plan' without a plan, the plan's name while active, 'Inactive' for any other status (spec section 2). */
export function subscriptionLabel(user: AccountUser): string {
  if (!user.planType && !user.subscriptionStatus) return FREE_PLAN_LABEL;
  if (isPlanActive(user)) return isPlanId(user.planType) ? PLANS[user.planType].label : 'Premium Plan';
  return 'Inactive';
}

/** /account-settings: profile, subscription, upgrade or manage, help. Redirects a guest to /. */
/**
 * `subscriptionSection` is the payments feature's whole subscription part (details, Change Plan / Cancel or
 * Upgrade, Need Help?), null while it loads; when the prop is left out the page shows its own read-only version.
 */
export default function AccountSettingsPage({ subscriptionSection }: { subscriptionSection?: ReactNode }) {
  const { user, isLoading } = useAccountUser();
  const [, navigate] = useLocation();
  const stats = useQuery<MarketingStats>({ queryKey: [MARKETING_STATS_URL] });
  useEffect(() => {
    if (!isLoading && !user) navigate('/', { replace: true });
  }, [isLoading, user, navigate]);

  if (!user) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </main>
    );
  }
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'User';
  const isActive = isPlanActive(user);
  const supportEmail = stats.data?.supportEmail;

  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-8">
      <h1 className="text-2xl font-semibold">Account Settings</h1>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Profile Information</h2>
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
              <p className="text-lg font-medium">{fullName}</p>
              <p className="text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">First Name</dt>
              <dd>{user.firstName || 'Not provided'}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Last Name</dt>
              <dd>{user.lastName || 'Not provided'}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Authentication Method</dt>
              <dd>
                <Badge variant="secondary">{PROVIDER_BADGES[user.authProvider] ?? user.authProvider}</Badge>
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {subscriptionSection !== undefined ? (
        subscriptionSection
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Subscription Details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <p className="flex items-center gap-2 text-lg font-medium">
                {subscriptionLabel(user)}
                {isActive ? <Badge variant="success">Active</Badge> : null}
              </p>
              {isActive && isPlanId(user.planType) ? (
                <p className="text-sm text-muted-foreground">{priceSummary(user.planType)}</p>
              ) : null}
              {isActive && user.subscriptionExpiresAt ? (
                <p className="text-sm">Access until {formatDate(user.subscriptionExpiresAt)}</p>
              ) : null}
            </CardContent>
          </Card>

          {isActive ? (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Manage Subscription</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">To change or cancel your plan, contact support.</p>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2 className="flex items-center gap-2">
                    <CrownIcon aria-hidden="true" className="size-5" /> Upgrade Your Plan
                  </h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="text-sm">
                  Unlock unlimited PDF and Word downloads, AI content suggestions and every template.
                </p>
                <Button asChild className="w-fit">
                  <Link href="/select-plan">Upgrade Now</Link>
                </Button>
              </CardContent>
            </Card>
          )}

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="flex items-center gap-2">
                  <LifeBuoyIcon aria-hidden="true" className="size-5" /> Need Help?
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <p className="text-sm">
                Questions about your account or subscription? Write to{' '}
                {supportEmail ? (
                  <a className="underline" href={`mailto:${supportEmail}`}>
                    {supportEmail}
                  </a>
                ) : (
                  'our support team'
                )}
                .
              </p>
              {supportEmail ? (
                <Button asChild variant="outline" className="w-fit">
                  <a href={`mailto:${supportEmail}`}>Contact Support</a>
                </Button>
              ) : null}
            </CardContent>
          </Card>
        </>
      )}

      <Button asChild variant="ghost" className="w-fit">
        <Link href="/dashboard">
          <ArrowLeftIcon aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
    </main>
  );
}
