import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PLAN_BENEFITS } from '../../../domain/plans';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { SUBSCRIPTION_TEXTS } from '../../lib/i18n/namespaces/subscription';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { useCancelSubscription } from './api/cancel-subscription';
import { describeSubscription, formatAccessDate, type SubscriptionUser } from './subscription-state';

interface SubscriptionSectionProps {
  user: SubscriptionUser & { email: string; subscriptionCancelledAt?: string | null };
  supportEmail: string;
}

/** The benefits (English, the domain's) to the plans catalog's keys; features do not import each other. */
const BENEFIT_KEYS = {
  'Unlimited downloads': 'benefit.downloads',
  'AI content suggestions': 'benefit.suggestions',
  'Professional templates': 'benefit.templates',
  'PDF and DOCX export': 'benefit.export',
} as const satisfies Record<(typeof PLAN_BENEFITS)[number], string>;

/**
 * The spec's prefilled cancellation mail, kept for Contact Support. It stays English in every interface
 * language: it is written to the operator's support desk, not shown in the interface.
 */
function supportMailto(supportEmail: string, userEmail: string): string {
  const subject = encodeURIComponent('Subscription cancellation request');
  const body = encodeURIComponent(
    `Hello,\n\nPlease cancel the subscription for my account (${userEmail}).\n\nThank you.`,
  );
  return `mailto:${supportEmail}?subject=${subject}&body=${body}`;
}

/** A day of access, in a <time> so it reads in the language's conventions and as a date. */
function AccessDate({ iso, language }: { iso: string | null | undefined; language: ActiveLanguage }) {
  if (!iso) return null;
  return <time dateTime={iso}>{formatAccessDate(iso, language)}</time>;
}

/**
 * Account settings: Subscription Details, then Manage Subscription (Change Plan, Cancel Subscription, the
 * benefits) when active or Upgrade Your Plan when not, and Need Help?.
 */
export function SubscriptionSection({ user, supportEmail }: SubscriptionSectionProps) {
  const { t, language } = useT(SUBSCRIPTION_TEXTS);
  const plans = useT(PLANS_TEXTS);
  const view = describeSubscription(user, new Date(), language);
  const cancel = useCancelSubscription();
  const [accessUntil, setAccessUntil] = useState<string | null>(null);

  const date = (iso: string | null | undefined) => () => <AccessDate iso={iso} language={language} />;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('details.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1">
          <p>
            {withTags(t('details.plan'), { plan: () => <strong>{view.planName}</strong> })}{' '}
            <Badge variant={view.isActive ? 'success' : 'secondary'}>{view.statusText}</Badge>
          </p>
          {view.isActive && view.priceText ? <p>{t('details.price', { price: view.priceText })}</p> : null}
          {view.isActive && view.expiresAt ? (
            <p>{withTags(t('details.until'), { date: date(view.expiresAt) })}</p>
          ) : null}
        </CardContent>
      </Card>

      {view.isActive ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('manage.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="space-y-1" aria-label={t('manage.includes')}>
              {PLAN_BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-center gap-2">
                  <CheckIcon aria-hidden="true" className="size-4 text-success" />
                  {plans.t(BENEFIT_KEYS[benefit])}
                </li>
              ))}
            </ul>
            {accessUntil || user.subscriptionCancelledAt ? (
              <p role="status" className="font-semibold">
                {withTags(t('manage.cancelled'), { date: date(accessUntil ?? user.subscriptionExpiresAt) })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Link href="/select-plan" className={buttonVariants({ variant: 'outline' })}>
                {t('manage.change')}
              </Link>
              {accessUntil || user.subscriptionCancelledAt ? null : (
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="destructive" loading={cancel.isPending}>
                      {t('manage.cancel')}
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>{t('manage.confirmTitle')}</AlertDialogTitle>
                      <AlertDialogDescription>{t('manage.confirmText')}</AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>{t('manage.keep')}</AlertDialogCancel>
                      <AlertDialogAction
                        variant="destructive"
                        onClick={() =>
                          cancel.mutate(undefined, {
                            onSuccess: (result) =>
                              setAccessUntil(result.accessUntil ?? user.subscriptionExpiresAt),
                          })
                        }
                      >
                        {t('manage.cancel')}
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              )}
            </div>
            {cancel.isError ? (
              <p role="alert" className="text-danger">
                {t('manage.failed')}
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('upgrade.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p>{t('upgrade.text')}</p>
            <Link href="/select-plan" className={buttonVariants()}>
              {t('upgrade.view')}
            </Link>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('help.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p>
            {withTags(t('help.email'), {
              email: () => (
                <a href={`mailto:${supportEmail}`} translate="no">
                  {supportEmail}
                </a>
              ),
            })}
          </p>
          <a
            href={supportMailto(supportEmail, user.email)}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('help.contact')}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
