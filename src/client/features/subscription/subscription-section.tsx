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
import { useCancelSubscription } from './api/cancel-subscription';
import { describeSubscription, formatAccessDate, type SubscriptionUser } from './subscription-state';

interface SubscriptionSectionProps {
  user: SubscriptionUser & { email: string; subscriptionCancelledAt?: string | null };
  supportEmail: string;
}

/** The spec's prefilled cancellation mail, kept for Contact Support. */
function supportMailto(supportEmail: string, userEmail: string): string {
  const subject = encodeURIComponent('Subscription cancellation request');
  const body = encodeURIComponent(
    `Hello,\n\nPlease cancel the subscription for my account (${userEmail}).\n\nThank you.`,
  );
  return `mailto:${supportEmail}?subject=${subject}&body=${body}`;
}

/**
 * Account settings: Subscription Details, then Manage Subscription (Change Plan, Cancel Subscription, the
 * benefits) when active or Upgrade Your Plan when not, and Need Help?.
 */
export function SubscriptionSection({ user, supportEmail }: SubscriptionSectionProps) {
  const view = describeSubscription(user);
  const cancel = useCancelSubscription();
  const [accessUntil, setAccessUntil] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Subscription Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1">
          <p>
            Plan: <strong>{view.planName}</strong>{' '}
            <Badge variant={view.isActive ? 'success' : 'secondary'}>{view.statusText}</Badge>
          </p>
          {view.isActive && view.priceText ? <p>Price: {view.priceText}</p> : null}
          {view.isActive && view.expiryText ? <p>Access until {view.expiryText}</p> : null}
        </CardContent>
      </Card>

      {view.isActive ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Manage Subscription</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="space-y-1" aria-label="Your plan includes">
              {PLAN_BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-center gap-2">
                  <CheckIcon aria-hidden="true" className="size-4 text-success" />
                  {benefit}
                </li>
              ))}
            </ul>
            {accessUntil || user.subscriptionCancelledAt ? (
              <p role="status" className="font-semibold">
                Subscription cancelled. Access until{' '}
                {formatAccessDate(accessUntil ?? user.subscriptionExpiresAt ?? '')}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Link href="/select-plan" className={buttonVariants({ variant: 'outline' })}>
                Change Plan
              </Link>
              {accessUntil || user.subscriptionCancelledAt ? null : (
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="destructive" loading={cancel.isPending}>
                      Cancel Subscription
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
                      <AlertDialogDescription>
                        Your plan will not renew. You keep access until the end of the period you paid for.
                      </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>Keep Subscription</AlertDialogCancel>
                      <AlertDialogAction
                        variant="destructive"
                        onClick={() =>
                          cancel.mutate(undefined, {
                            onSuccess: (result) =>
                              setAccessUntil(result.accessUntil ?? user.subscriptionExpiresAt),
                          })
                        }
                      >
                        Cancel Subscription
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              )}
            </div>
            {cancel.isError ? (
              <p role="alert" className="text-danger">
                We could not cancel your subscription. Please try again or contact support.
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Upgrade Your Plan</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p>Unlock unlimited PDF and Word downloads, AI content suggestions and every template.</p>
            <Link href="/select-plan" className={buttonVariants()}>
              View Plans
            </Link>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Need Help?</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p>
            Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <a
            href={supportMailto(supportEmail, user.email)}
            className={buttonVariants({ variant: 'outline' })}
          >
            Contact Support
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
