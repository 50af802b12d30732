import { PLAN_IDS, PLANS, REFUND_DAYS } from '../../../domain/plans';
import { englishTranslate } from '../../lib/i18n/language-store';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';

export interface FaqEntry {
  question: string;
  /** Plain text: the page shows it, and the FAQPage JSON-LD repeats it word for word, as search engines ask. */
  answer: string;
}

type LandingT = (key: MessageKey<typeof LANDING_TEXTS>, values?: Record<string, string | number>) => string;

const englishLanding: LandingT = (key, values) => englishTranslate(LANDING_TEXTS, key, values);

/** Prices in the reader's locale: '$1.95' in English, '1,95 US$' in Spanish. Always dollars: the catalogue's. */
function formatPrice(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** '7-Day Trial: $1.95 for 7 days, then $27.88 a month until you cancel' and the like, from the catalogue. */
function planLine(t: LandingT, locale: string, planId: (typeof PLAN_IDS)[number]): string {
  const plan = PLANS[planId];
  const values = {
    plan: t(`plan.${planId}`),
    price: formatPrice(plan.amountCents, locale),
    count: plan.accessDays,
  };
  return plan.renewalCents === null
    ? t('faq.planOnce', values)
    : t('faq.planRecurring', { ...values, renewal: formatPrice(plan.renewalCents, locale) });
}

const QUESTIONS = ['free', 'cost', 'refund', 'cancel', 'tailor', 'letter', 'ats', 'privacy'] as const;

/**
 * The FAQ tells the truth of the product (docs/decisions/0013-honest-marketing.md): building and saving is
 * free, downloads need a plan, and there is one refund guarantee, the catalogue's. Every number comes from
 * the catalogue, so changing a price or the guarantee changes this page. English unless given a language's
 * translate function (the prerendered page's JSON-LD is English).
 */
export function buildFaq(t: LandingT = englishLanding, locale = 'en-US'): FaqEntry[] {
  const values = {
    plans: PLAN_IDS.map((id) => planLine(t, locale, id)).join('. '),
    // The refund answer's plural count: its days, in the noun form each language gives that number.
    count: REFUND_DAYS,
  };
  return QUESTIONS.map((id) => ({
    question: t(`faq.${id}.q`),
    answer: t(`faq.${id}.a`, values),
  }));
}
