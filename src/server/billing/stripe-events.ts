import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { DAY_MS, purchaseAmountString } from '../../domain/plans';
import type { Database } from '../db/connection';
import { checkoutSessions, processedWebhookEvents, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { closeCheckout, fulfilCheckout } from './fulfil-checkout';
import { isUuid } from './get-checkout-session';
import type { FulfilledCheckout } from './mail-receipt';

export const UNKNOWN_CHECKOUT_MESSAGE = 'Unknown checkout session';
export const AMOUNT_MISMATCH_MESSAGE = 'Checkout amount does not match the plan';

/** The monthly renewal's access when an invoice names no period (it always should). */
const MONTH_MS = 31 * DAY_MS;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value ? (typeof value === 'string' ? value : value.id) : null;

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

export interface StripeEventResult {
  outcome: StripeEventOutcome;
  /**
   * A subscription to stop renewing once this event's changes are committed: a one-time plan was bought while
   * the trial's monthly subscription runs, and it would otherwise go on charging for access already paid.
   */
  subscriptionToStop?: string;
  /** A checkout this event fulfilled, whose receipt is mailed once the event's changes are committed. */
  fulfilled?: FulfilledCheckout;
}

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as its effect, so a
 * redelivered event changes nothing, and an event that fails (an unknown session) is not recorded and can be
 * retried. Answers 'duplicate' for an event seen before, 'ignored' for a type we do not act on.
 */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<StripeEventResult> {
  return db.transaction(async (tx): Promise<StripeEventResult> => {
    const recorded = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' };

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return completeCheckout(tx, event.data.object, now);
      case 'checkout.session.expired':
        await closeCheckout(tx, checkoutIdOf(event.data.object), 'expired');
        return { outcome: 'applied' };
      case 'invoice.paid':
        return { outcome: await renewSubscription(tx, event.data.object, now) };
      case 'customer.subscription.deleted':
        return { outcome: await endSubscription(tx, event.data.object, now) };
      default:
        return { outcome: 'ignored' };
    }
  });
}

function checkoutIdOf(session: Stripe.Checkout.Session): string {
  const id = session.metadata?.checkoutId ?? session.client_reference_id;
  if (!isUuid(id)) throw badRequest(UNKNOWN_CHECKOUT_MESSAGE);
  return id;
}

async function completeCheckout(
  db: Database,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<StripeEventResult> {
  const checkoutId = checkoutIdOf(session);
  const [known] = await db
    .select({ amountCents: checkoutSessions.amountCents })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutId));
  if (!known) throw badRequest(UNKNOWN_CHECKOUT_MESSAGE);
  // What Stripe charged must be what we asked for (the plan's price, or the trial fee): anything else (a
  // discount we never offered, a session edited outside the app) is refused, not fulfilled, and the failed
  // delivery shows in Stripe for someone to look at. Nothing is recorded, so a corrected retry can apply.
  if (typeof session.amount_total === 'number' && session.amount_total !== known.amountCents) {
    throw badRequest(AMOUNT_MISMATCH_MESSAGE);
  }
  // A delayed payment method (bank debit) completes the session unpaid; it is fulfilled by
  // async_payment_succeeded instead.
  if (session.payment_status === 'unpaid') return { outcome: 'ignored' };
  const result = await fulfilCheckout(db, {
    checkoutId,
    now,
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId: idOf(session.subscription),
  });
  if (result.outcome === 'not-found') throw badRequest(UNKNOWN_CHECKOUT_MESSAGE);
  if (result.outcome !== 'fulfilled') return { outcome: 'applied' };
  const fulfilled = { session: result.session, accessExpiresAt: result.accessExpiresAt };
  if (result.session.plan === 'trial') return { outcome: 'applied', fulfilled };
  const [buyer] = await db
    .select({ subscriptionId: users.stripeSubscriptionId })
    .from(users)
    .where(eq(users.id, result.session.userId));
  return buyer?.subscriptionId
    ? { outcome: 'applied', subscriptionToStop: buyer.subscriptionId, fulfilled }
    : { outcome: 'applied', fulfilled };
}

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  // Accounts pinned to an API version before 2025-03 still send the top-level field.
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(fromParent ?? legacy ?? null);
}

/**
 * A paid monthly invoice after the trial: the plan runs to the end of the billed period. The first invoice
 * (the trial fee, billing_reason 'subscription_create') is the checkout's own and is fulfilled by it.
 */
async function renewSubscription(db: Database, invoice: Stripe.Invoice, now: Date) {
  if (invoice.billing_reason === 'subscription_create') return 'ignored' as const;
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  if (!subscriptionId) return 'ignored' as const;
  const [user] = await db.select().from(users).where(eq(users.stripeSubscriptionId, subscriptionId));
  if (!user) return 'ignored' as const;
  const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period?.end ?? 0));
  const billedUntil = periodEnd > 0 ? new Date(periodEnd * 1000) : new Date(now.getTime() + MONTH_MS);
  const current = user.subscriptionExpiresAt;
  await db
    .update(users)
    .set({
      subscriptionStatus: 'active',
      purchaseAmount: purchaseAmountString(invoice.amount_paid),
      subscriptionExpiresAt: current && current > billedUntil ? current : billedUntil,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  return 'applied' as const;
}

/** The subscription ended (cancelled at period end, or unpaid): the plan ends now. */
async function endSubscription(db: Database, subscription: Stripe.Subscription, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.stripeSubscriptionId, subscription.id));
  if (!user) return 'ignored' as const;
  if (user.planType !== 'trial') {
    // A one-time plan bought since runs on its own; only the link to the ended subscription goes.
    await db.update(users).set({ stripeSubscriptionId: null, updatedAt: now }).where(eq(users.id, user.id));
    return 'applied' as const;
  }
  const current = user.subscriptionExpiresAt;
  await db
    .update(users)
    .set({
      subscriptionStatus: 'canceled',
      subscriptionExpiresAt: current && current < now ? current : now,
      subscriptionCancelledAt: user.subscriptionCancelledAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  return 'applied' as const;
}
