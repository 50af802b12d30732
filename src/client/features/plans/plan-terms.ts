import { getPlan, type PLAN_CARD_BENEFITS, type PlanId } from '../../../domain/plans';
import type { MessageValues } from '../../lib/i18n/format-message';
import { formatPrice } from '../../lib/i18n/format-price';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import type { MessageKey } from '../../lib/i18n/namespaces';
import type { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';

export type PlansT = (key: MessageKey<typeof PLANS_TEXTS>, values?: MessageValues) => string;

/** Each plan's price line and terms, worded once from the catalogue so every screen says the same (ADR 0007). */
export function planPriceText(planId: PlanId, language: ActiveLanguage): string {
  return formatPrice(getPlan(planId).amountCents, language);
}

export function planTermsText(planId: PlanId, t: PlansT, language: ActiveLanguage): string {
  const plan = getPlan(planId);
  const values = { price: formatPrice(plan.amountCents, language), count: plan.accessDays };
  if (plan.billing === 'recurring' && plan.renewalCents !== null) {
    return t('terms.recurring', { ...values, renewal: formatPrice(plan.renewalCents, language) });
  }
  return t('terms.once', values);
}

/** The catalogue's benefits (English, the domain's) to their keys: a benefit added there fails to compile here. */
export const BENEFIT_KEYS: Readonly<
  Record<(typeof PLAN_CARD_BENEFITS)[number], MessageKey<typeof PLANS_TEXTS>>
> = {
  'Unlimited downloads': 'benefit.downloads',
  'AI content suggestions': 'benefit.suggestions',
  'Professional templates': 'benefit.templates',
  'PDF and DOCX export': 'benefit.export',
  'AI-tailored resumes per job': 'benefit.tailored',
  'AI cover letters': 'benefit.letters',
};
