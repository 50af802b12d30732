import { CrownIcon } from 'lucide-react';
import { activePlanLabel } from '../../../../domain/plans';
import { Card, CardContent } from '../../../components/ui/card';
import type { DashboardUser } from '../dashboard-user';
import { formatPurchaseAmount } from '../draft-row-rules';

/** Shown only with an active plan: its label, until when, and what was paid. */
export function SubscriptionCard({ user }: { user: DashboardUser }) {
  const amount = formatPurchaseAmount(user.purchaseAmount);
  const until = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt).toLocaleDateString() : null;
  return (
    <Card className="border-brand-200 bg-brand-50" data-testid="subscription-card">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="flex items-center gap-3">
          <CrownIcon aria-hidden className="size-6 text-brand-700" />
          <div>
            <h2 className="font-semibold text-lg">{activePlanLabel(user.planType)}</h2>
            {until && (
              <p className="text-muted-foreground text-sm">
                Download and edit unlimited resumes until {until}
              </p>
            )}
          </div>
        </div>
        {amount && <p className="font-bold text-2xl">{amount}</p>}
      </CardContent>
    </Card>
  );
}
