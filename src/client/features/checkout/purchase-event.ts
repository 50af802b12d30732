import { getPlan, type PlanId, purchaseEventValue } from '../../../domain/plans';
import { pushDataLayer } from '../../lib/analytics';

/** sessionStorage marker per plan: the thank-you page reports a purchase once per browser session. */
export const purchaseMarkerKey = (planId: PlanId) => `purchase_tracked_${planId}`;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Pushes the analytics purchase event for a plan unless this browser session already did. The value is the
 * charged price from the catalogue (ADR 0007). Answers whether it pushed.
 */
export function trackPurchaseOnce(
  planId: PlanId,
  transactionId: string | null,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStore(),
  push: (event: Record<string, unknown>) => void = pushDataLayer,
): boolean {
  const key = purchaseMarkerKey(planId);
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, String(Date.now()));
  } catch {
    // Storage blocked: report anyway; a rare duplicate beats a lost purchase.
  }
  const plan = getPlan(planId);
  const value = purchaseEventValue(planId);
  push({
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId ?? `${planId}-${Date.now()}`,
      value,
      currency: plan.analytics.currency,
      items: [{ item_id: plan.id, item_name: plan.analytics.itemName, price: value, quantity: 1 }],
    },
  });
  return true;
}
