import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { type CheckoutSessionRow, checkoutSessions } from '../db/schema';
import { notFound } from '../http/errors';

export const CHECKOUT_NOT_FOUND_MESSAGE = 'Checkout session not found';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The user's own checkout session; anyone else's, or none, is the same 404. */
export async function getOwnCheckoutSession(
  db: Database,
  userId: string,
  checkoutId: unknown,
): Promise<CheckoutSessionRow> {
  if (!isUuid(checkoutId)) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)));
  if (!row) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE);
  return row;
}
