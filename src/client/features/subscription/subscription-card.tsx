import { CrownIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { SUBSCRIPTION_TEXTS } from '../../lib/i18n/namespaces/subscription';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { describeSubscription, type SubscriptionUser } from './subscription-state';

/**
 * The dashboard's active-subscription card (spec section 2). Renders nothing when the plan is not active, so the
 * dashboard can always place it.
 */
export function SubscriptionCard({ user }: { user: SubscriptionUser }) {
  const { t, language } = useT(SUBSCRIPTION_TEXTS);
  const view = describeSubscription(user, new Date(), language);
  if (!view.isActive) return null;
  return (
    <Card className="border-success bg-success/5" data-testid="subscription-card">
      <CardHeader className="flex-row items-center gap-3">
        <CrownIcon aria-hidden="true" className="size-6 text-success" />
        <CardTitle asChild>
          <h2>{view.planLabel}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1">
        {view.expiresAt ? (
          <p>
            {withTags(t('card.until'), {
              date: () => <time dateTime={view.expiresAt ?? undefined}>{view.expiryText}</time>,
            })}
          </p>
        ) : null}
        {view.amountText ? <p className="text-2xl font-bold">{view.amountText}</p> : null}
      </CardContent>
    </Card>
  );
}
