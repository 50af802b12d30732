import { isPlanActive, type SubscriptionState } from '../../../domain/plans';

/**
 * Who may export a draft (docs/decisions/0010-export-entitlement.md): the owner, when their plan is active
 * and not past its expiry, or when the draft itself was paid by a purchase whose access has not ended.
 * Pure, so the rule is tested on its own; the route only loads the rows.
 */

export interface DraftAccess {
  status: string;
  /** Copied from the paying checkout at fulfilment; null when no purchase paid for this draft. */
  paidAccessUntil: Date | null;
}

export function isDraftPaidAccessOpen(draft: DraftAccess, now: Date = new Date()): boolean {
  if (draft.status !== 'paid' || draft.paidAccessUntil === null) return false;
  return now.getTime() < draft.paidAccessUntil.getTime();
}

export function canExportDraft(user: SubscriptionState, draft: DraftAccess, now: Date = new Date()): boolean {
  return isPlanActive(user, now) || isDraftPaidAccessOpen(draft, now);
}
