import { formatUsd, getPlan, type PlanId, REFUND_DAYS } from '../../../domain/plans';

/**
 * The plan's terms on the checkout pages, from the catalogue. (The plan page words its own; features do not
 * import each other, so the few lines are repeated here.)
 */
export function planTermsLine(planId: PlanId): string {
  const plan = getPlan(planId);
  const guarantee = `${REFUND_DAYS}-day money-back guarantee.`;
  if (plan.billing === 'recurring' && plan.renewalCents !== null) {
    return `${formatUsd(plan.amountCents)} for ${plan.accessDays} days, then ${formatUsd(plan.renewalCents)} per month unless you cancel. ${guarantee}`;
  }
  return `${formatUsd(plan.amountCents)} one-time payment for ${plan.accessDays} days of access. No renewal. ${guarantee}`;
}
