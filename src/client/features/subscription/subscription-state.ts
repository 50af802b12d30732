import {
  activePlanLabel,
  FREE_PLAN_LABEL,
  isPlanActive,
  isPlanId,
  priceSummary,
} from '../../../domain/plans';

/** The plan fields of GET /api/current-user that the subscription components read. */
export interface SubscriptionUser {
  planType: string | null;
  subscriptionStatus: string | null;
  subscriptionExpiresAt: string | null;
  purchaseAmount: string | null;
}

export function formatAccessDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** What the two subscription components show, derived once: a plan past its expiry is not active. */
export function describeSubscription(user: SubscriptionUser, now: Date = new Date()) {
  const isActive = isPlanActive(user, now);
  const amount = Number.parseFloat(user.purchaseAmount ?? '');
  const planLabel = isActive ? activePlanLabel(user.planType, user.purchaseAmount) : FREE_PLAN_LABEL;
  return {
    isActive,
    /** The dashboard card's title: '3-Month Plan Active'. */
    planLabel,
    /** The plan alone, for a line that shows the status as a badge beside it ('3-Month Plan' [Active]). */
    planName: planLabel.replace(/ Active$/, ''),
    statusText: isActive ? 'Active' : 'Inactive',
    priceText: isPlanId(user.planType) ? priceSummary(user.planType) : null,
    amountText: Number.isFinite(amount) ? `$${amount.toFixed(2)}` : null,
    expiryText: user.subscriptionExpiresAt ? formatAccessDate(user.subscriptionExpiresAt) : null,
  };
}
