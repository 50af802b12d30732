import { hasRenewed, isPlanActive, isPlanId, PLANS } from '../../../domain/plans';
import { formatLongDate, formatPrice } from '../../lib/i18n/format-price';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { SUBSCRIPTION_TEXTS } from '../../lib/i18n/namespaces/subscription';
import { translateNow } from '../../lib/i18n/translate-now';

/** The plan fields of GET /api/current-user that the subscription components read. */
export interface SubscriptionUser {
  planType: string | null;
  subscriptionStatus: string | null;
  subscriptionExpiresAt: string | null;
  purchaseAmount: string | null;
}

/** 'April 10, 2030' in English (the specification's), '10. April 2030' in German. */
export function formatAccessDate(iso: string, language: ActiveLanguage = 'en'): string {
  return formatLongDate(iso, language);
}

/** The account-settings price line: trial '$1.95 then $27.88/mo'; the others their one price. */
function priceSummary(planId: keyof typeof PLANS, language: ActiveLanguage): string {
  const plan = PLANS[planId];
  const price = formatPrice(plan.amountCents, language);
  if (plan.renewalCents === null) return price;
  return translateNow(SUBSCRIPTION_TEXTS, 'price.recurring', {
    price,
    renewal: formatPrice(plan.renewalCents, language),
  });
}

/**
 * What the two subscription components show, derived once: a plan past its expiry is not active; a user without
 * a known plan type, or a trial renewed into the monthly plan (ADR 0026), has the 'Premium Plan'. Texts are in
 * the current interface language (the components read it with useT, so they redraw on a change); figures and
 * dates in `language`'s conventions.
 */
export function describeSubscription(
  user: SubscriptionUser,
  now: Date = new Date(),
  language: ActiveLanguage = 'en',
) {
  const isActive = isPlanActive(user, now);
  const amount = Number.parseFloat(user.purchaseAmount ?? '');
  const known =
    isPlanId(user.planType) && !hasRenewed(user.planType, user.purchaseAmount) ? user.planType : null;
  const plan = isActive ? (known ?? 'default') : null;
  return {
    isActive,
    /** The dashboard card's title: '3-Month Plan Active'. */
    planLabel: plan ? translateNow(PLANS_TEXTS, `active.${plan}`) : translateNow(PLANS_TEXTS, 'name.free'),
    /** The plan alone, for a line that shows the status as a badge beside it ('3-Month Plan' [Active]). */
    planName: translateNow(PLANS_TEXTS, `name.${plan ?? 'free'}`),
    statusText: translateNow(SUBSCRIPTION_TEXTS, isActive ? 'status.active' : 'status.inactive'),
    priceText: isPlanId(user.planType) ? priceSummary(user.planType, language) : null,
    amountText: Number.isFinite(amount) ? formatPrice(Math.round(amount * 100), language) : null,
    expiresAt: user.subscriptionExpiresAt,
    expiryText: user.subscriptionExpiresAt ? formatAccessDate(user.subscriptionExpiresAt, language) : null,
  };
}
