import { CrownIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { describeSubscription, type SubscriptionUser } from './subscription-state';

/**
 * The dashboard's active-subscription card (spec section 2). Renders nothing when the plan is not active, so the
 * dashboard can always place it.
 */
export function SubscriptionCard({ user }: { user: SubscriptionUser }) {
  const view = describeSubscription(user);
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
        {view.expiryText ? <p>Download and edit unlimited resumes until {view.expiryText}</p> : null}
        {view.amountText ? <p className="text-2xl font-bold">{view.amountText}</p> : null}
      </CardContent>
    </Card>
  );
}
