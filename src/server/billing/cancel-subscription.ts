import { eq } from 'drizzle-orm';
import { isPlanActive } from '../../domain/plans';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { conflict, unauthorized } from '../http/errors';
import type { PaymentProvider } from './payment-provider';

export const NOTHING_TO_CANCEL_MESSAGE = 'You have no active subscription to cancel';

export interface CancelResult {
  accessUntil: Date | null;
  cancelsAtPeriodEnd: boolean;
}

/**
 * Stops a plan from renewing; access runs to the end of what was paid. A Stripe subscription is set to cancel at
 * its period's end (Stripe then sends customer.subscription.deleted, which ends a trial plan; a one-time plan
 * bought since runs on). One-time plans without a subscription and sandbox trials never renew, so for them the
 * request is only recorded. Asking twice answers the same.
 */
export async function cancelSubscription(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  now: Date = new Date(),
): Promise<CancelResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (!isPlanActive(user, now)) throw conflict(NOTHING_TO_CANCEL_MESSAGE);

  let accessUntil = user.subscriptionExpiresAt;
  // Any running Stripe subscription is reached, whatever the current plan: a one-time plan bought during the
  // trial keeps the trial's subscription id, and that subscription would otherwise go on charging monthly.
  const renews = provider.kind === 'stripe' && user.stripeSubscriptionId !== null;
  if (renews && user.stripeSubscriptionId) {
    const periodEnd = await provider.cancelAtPeriodEnd(user.stripeSubscriptionId);
    if (periodEnd && (!accessUntil || periodEnd > accessUntil)) accessUntil = periodEnd;
  }
  await db
    .update(users)
    .set({
      subscriptionCancelledAt: user.subscriptionCancelledAt ?? now,
      subscriptionExpiresAt: accessUntil,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { accessUntil, cancelsAtPeriodEnd: renews };
}
