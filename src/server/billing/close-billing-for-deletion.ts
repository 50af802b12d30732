import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connection';
import { checkoutSessions, retainedPayments } from '../db/schema';
import type { PaymentProvider } from './payment-provider';

export const PROVIDER_CANCEL_FAILED_MESSAGE =
  'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes, or contact support.';

/** Thrown when the provider refused or could not be reached; the caller deletes nothing. */
export class SubscriptionCancelError extends Error {
  override name = 'SubscriptionCancelError';
}

/**
 * Before an account is deleted, any subscription that could still charge the person is ended at the provider,
 * at once rather than at the period's end: nobody is left to use the rest of the period. The sandbox never
 * renews, so there it is nothing.
 */
export async function cancelRenewalBeforeDeletion(
  provider: PaymentProvider,
  user: { stripeSubscriptionId: string | null },
): Promise<void> {
  if (provider.kind !== 'stripe' || !user.stripeSubscriptionId) return;
  try {
    await provider.cancelNow(user.stripeSubscriptionId);
  } catch (error) {
    throw new SubscriptionCancelError(PROVIDER_CANCEL_FAILED_MESSAGE, { cause: error });
  }
}

/**
 * Copies the user's completed payments into retained_payments without anything naming the person (no user id,
 * no resume, no origin page), inside the deletion's transaction; the checkout rows then go with the user.
 */
export async function retainPaymentRecords(tx: Transaction, userId: string): Promise<number> {
  const paid = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'completed')));
  if (paid.length === 0) return 0;
  await tx.insert(retainedPayments).values(
    paid.map((row) => ({
      plan: row.plan,
      amountCents: row.amountCents,
      currency: row.currency,
      provider: row.provider,
      providerRef: row.providerRef,
      paidAt: row.completedAt ?? row.createdAt,
    })),
  );
  return paid.length;
}

/** The user's purchases for their data export: what they paid, when, for which plan. */
export async function listPurchases(db: Database, userId: string) {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    plan: row.plan,
    amountCents: row.amountCents,
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    accessExpiresAt: row.accessExpiresAt?.toISOString() ?? null,
  }));
}
