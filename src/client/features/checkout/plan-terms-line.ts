import { getPlan, type PlanId, REFUND_DAYS } from '../../../domain/plans';
import { formatPrice } from '../../lib/i18n/format-price';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import { CHECKOUT_TEXTS } from '../../lib/i18n/namespaces/checkout';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { translateNow } from '../../lib/i18n/translate-now';

/**
 * The plan's terms on the checkout pages, in the plans catalog's words. (The plan page words its own; features
 * do not import each other, so the few lines are repeated here.) Called while rendering a component that reads
 * the language with useT, so it follows a change of language.
 */
export function planTermsLine(planId: PlanId, language: ActiveLanguage): string {
  const plan = getPlan(planId);
  const values = { price: formatPrice(plan.amountCents, language), count: plan.accessDays };
  const terms =
    plan.billing === 'recurring' && plan.renewalCents !== null
      ? translateNow(PLANS_TEXTS, 'terms.recurring', {
          ...values,
          renewal: formatPrice(plan.renewalCents, language),
        })
      : translateNow(PLANS_TEXTS, 'terms.once', values);
  return `${terms} ${translateNow(CHECKOUT_TEXTS, 'guarantee', { count: REFUND_DAYS })}`;
}
