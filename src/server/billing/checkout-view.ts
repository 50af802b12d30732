import type { CheckoutSessionView } from '../../domain/billing-api';
import { isPlanId } from '../../domain/plans';
import type { CheckoutSessionRow } from '../db/schema';

/** The public shape of a checkout session: no user id, no provider reference. */
export function checkoutView(row: CheckoutSessionRow): CheckoutSessionView {
  if (!isPlanId(row.plan)) throw new Error(`Checkout session ${row.id} has an unknown plan`);
  return {
    id: row.id,
    plan: row.plan,
    amountCents: row.amountCents,
    currency: row.currency,
    provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    status: row.status as CheckoutSessionView['status'],
    accessExpiresAt: row.accessExpiresAt ? row.accessExpiresAt.toISOString() : null,
    origin: row.origin,
  };
}
