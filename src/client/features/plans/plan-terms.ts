import { formatUsd, getPlan, type PlanId, REFUND_DAYS } from '../../../domain/plans';

/** Each plan's price line and terms, worded once from the catalogue so every screen says the same (ADR 0007). */
export function planPriceText(planId: PlanId): string {
  const plan = getPlan(planId);
  return formatUsd(plan.amountCents);
}

export function planTermsText(planId: PlanId): string {
  const plan = getPlan(planId);
  if (plan.billing === 'recurring' && plan.renewalCents !== null) {
    return `${formatUsd(plan.amountCents)} for ${plan.accessDays} days, then ${formatUsd(plan.renewalCents)} per month unless you cancel.`;
  }
  return `${formatUsd(plan.amountCents)} one-time payment for ${plan.accessDays} days of access. No renewal.`;
}

export const GUARANTEE_TEXT = `${REFUND_DAYS}-day money-back guarantee`;
