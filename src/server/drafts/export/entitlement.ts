import { isPlanActive, type SubscriptionState } from '../../../domain/plans';
import { type DraftPayment, isDraftPaidAccessOpen } from '../draft-access';

/**
 * Who may export a draft (docs/decisions/0010-export-entitlement.md): the owner, when their plan is active
 * and not past its expiry, or when the draft itself was paid by a purchase whose access has not ended.
 * Pure, so the rule is tested on its own; the route only loads the rows.
 */
export function canExportDraft(
  user: SubscriptionState,
  draft: DraftPayment,
  now: Date = new Date(),
): boolean {
  return isPlanActive(user, now) || isDraftPaidAccessOpen(draft, now);
}
