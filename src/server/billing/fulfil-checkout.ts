import { and, eq } from 'drizzle-orm';
import { accessEndsAt, getPlan, isPlanActive, isPlanId, purchaseAmountString } from '../../domain/plans';
import type { Database } from '../db/connection';
import { type CheckoutSessionRow, checkoutSessions, users } from '../db/schema';
import { markDraftPaid } from '../drafts/draft-access';

export interface FulfilInput {
  checkoutId: string;
  now?: Date;
  /** From Stripe; absent for the sandbox. */
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

export type FulfilResult =
  | { outcome: 'fulfilled'; session: CheckoutSessionRow; accessExpiresAt: Date }
  /** Completed before (a redelivered webhook, a double click): nothing changed. */
  | { outcome: 'already-completed'; session: CheckoutSessionRow }
  /** Cancelled or expired: it can no longer be paid. */
  | { outcome: 'closed'; session: CheckoutSessionRow }
  | { outcome: 'not-found' };

/**
 * The one fulfilment for both providers. Runs in one transaction: the checkout, the user's plan and the paid
 * draft change together or not at all.
 */
export async function fulfilCheckout(db: Database, input: FulfilInput): Promise<FulfilResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    // Conditional update so two concurrent completions (webhook retry, double click) can't both proceed: only
    // the one that moves the session out of 'open' continues; the other sees no row and changes nothing.
    const [session] = await tx
      .update(checkoutSessions)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(checkoutSessions.id, input.checkoutId), eq(checkoutSessions.status, 'open')))
      .returning();
    if (!session) {
      const [existing] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, input.checkoutId));
      if (!existing) return { outcome: 'not-found' };
      return { outcome: existing.status === 'completed' ? 'already-completed' : 'closed', session: existing };
    }
    if (!isPlanId(session.plan)) throw new Error(`Checkout session ${session.id} has an unknown plan`);
    const plan = getPlan(session.plan);

    // Locked so two different purchases of one user extend the expiry one after the other, not both from the
    // same starting point.
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId)).for('update');
    if (!user) throw new Error(`Checkout session ${session.id} has no user`);
    const stillRunning = isPlanActive(user, now) ? user.subscriptionExpiresAt : null;
    const expiresAt = accessEndsAt(plan.id, now, stillRunning);

    await tx
      .update(users)
      .set({
        planType: plan.id,
        subscriptionStatus: 'active',
        purchaseAmount: purchaseAmountString(session.amountCents),
        subscriptionExpiresAt: expiresAt,
        subscriptionCancelledAt: null,
        stripeCustomerId: input.stripeCustomerId ?? user.stripeCustomerId,
        // A one-time purchase keeps any running subscription id: cancelling must still reach it.
        stripeSubscriptionId: input.stripeSubscriptionId ?? user.stripeSubscriptionId,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const [completed] = await tx
      .update(checkoutSessions)
      .set({ accessExpiresAt: expiresAt })
      .where(eq(checkoutSessions.id, session.id))
      .returning();

    if (session.resumeId) {
      await markDraftPaid(tx, {
        userId: session.userId,
        draftId: session.resumeId,
        accessUntil: expiresAt,
        now,
      });
    }
    return { outcome: 'fulfilled', session: completed ?? session, accessExpiresAt: expiresAt };
  });
}

/** The sandbox's Cancel (and a Stripe session that expired): an open session closes; nothing else changes. */
export async function closeCheckout(
  db: Database,
  checkoutId: string,
  status: 'cancelled' | 'expired',
): Promise<boolean> {
  const closed = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return closed.length > 0;
}
