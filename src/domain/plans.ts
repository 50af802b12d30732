/**
 * The one plan catalogue (spec section 9): prices, access, labels and analytics names. The server charges and
 * grants from it; the client only displays it. Amounts are integer cents so no sum is ever a float.
 */

export const PLAN_IDS = ['trial', '3month', '6month'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN_ID: PlanId = 'trial';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The money-back guarantee. (The plan-page FAQ also says 7 days; we state one guarantee: 14.) */
export const REFUND_DAYS = 14;

export interface Plan {
  id: PlanId;
  label: string;
  /** The dashboard's active-subscription card. */
  activeLabel: string;
  /** Charged at checkout. */
  amountCents: number;
  accessDays: number;
  /** 'recurring': the trial renews monthly at renewalCents unless cancelled; 'once': one payment. */
  billing: 'recurring' | 'once';
  renewalCents: number | null;
  /** Marketing figures of the plan page, shown as written (they are not amount / months). */
  perMonthDisplay: string | null;
  perDayDisplay: string | null;
  /** The same figures in cents, for a price in the interface language's conventions ('10 $/Monat'). */
  perMonthCents: number | null;
  perDayCents: number | null;
  thankYouPath: string;
  analytics: {
    itemName: string;
    /** The spec's analytics purchase values, which differ from the prices; both readings stand. */
    value: number;
    currency: 'USD';
  };
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  trial: {
    id: 'trial',
    label: '7-Day Trial',
    activeLabel: '7-Day Trial Active',
    amountCents: 195,
    accessDays: 7,
    billing: 'recurring',
    renewalCents: 2788,
    perMonthDisplay: null,
    perDayDisplay: null,
    perMonthCents: null,
    perDayCents: null,
    thankYouPath: '/thank-you-trial',
    analytics: { itemName: '7-Day Trial', value: 7, currency: 'USD' },
  },
  '3month': {
    id: '3month',
    label: '3-Month Plan',
    activeLabel: '3-Month Plan Active',
    amountCents: 2788,
    accessDays: 90,
    billing: 'once',
    renewalCents: null,
    perMonthDisplay: '$10/mo',
    perDayDisplay: '$0.31/day',
    perMonthCents: 1000,
    perDayCents: 31,
    thankYouPath: '/thank-you-3mo',
    analytics: { itemName: '3-Month Plan', value: 19.99, currency: 'USD' },
  },
  '6month': {
    id: '6month',
    label: '6-Month Plan',
    activeLabel: '6-Month Premium Plan Active',
    amountCents: 4788,
    accessDays: 180,
    billing: 'once',
    renewalCents: null,
    perMonthDisplay: '$8/mo',
    perDayDisplay: '$0.27/day',
    perMonthCents: 800,
    perDayCents: 27,
    thankYouPath: '/thank-you-6mo',
    analytics: { itemName: '6-Month Plan', value: 29.99, currency: 'USD' },
  },
};

export const DEFAULT_ACTIVE_LABEL = 'Premium Plan Active';
export const FREE_PLAN_LABEL = 'Free Plan';

/** What an active plan unlocks (spec section 6). */
export const PLAN_BENEFITS = [
  'Unlimited downloads',
  'AI content suggestions',
  'Professional templates',
  'PDF and DOCX export',
] as const;

/**
 * The plan cards' list: the benefits plus what the product does for real beyond them (docs/decisions/
 * 0033-claims-follow-the-product.md, 0047). Tailoring per job (issue 14) and cover letters (issue 15) are built;
 * 'daily job matches' are not, so they are not claimed.
 */
export const PLAN_CARD_BENEFITS = [
  ...PLAN_BENEFITS,
  'AI-tailored resumes per job',
  'AI cover letters',
] as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(planId: PlanId): Plan {
  return PLANS[planId];
}

/**
 * The dashboard's card title; a user without a known plan type reads 'Premium Plan Active', and so does a
 * trial that has renewed into the monthly subscription (ADR 0026): its trial is over.
 */
export function activePlanLabel(planType: string | null | undefined, purchaseAmount?: string | null): string {
  if (!isPlanId(planType) || hasRenewed(planType, purchaseAmount)) return DEFAULT_ACTIVE_LABEL;
  return PLANS[planType].activeLabel;
}

/**
 * A recurring plan whose last charge is no longer its first: checkout stores the plan's own price as the
 * purchase amount, and each paid renewal (Stripe's invoice.paid) stores what that invoice charged. No amount,
 * an unreadable one or a one-time plan never counts as renewed.
 */
export function hasRenewed(planType: PlanId, purchaseAmount: string | null | undefined): boolean {
  const plan = PLANS[planType];
  const dollars = Number(purchaseAmount?.trim() || Number.NaN);
  if (plan.billing !== 'recurring' || !Number.isFinite(dollars)) return false;
  return Math.round(dollars * 100) !== plan.amountCents;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be whole cents, got ${cents}`);
}

/** '27.88' from 2788: the user's purchaseAmount, a plain numeric string without separators. */
export function purchaseAmountString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '$27.88' from 2788, with thousands separators ('$1,234.50'). */
export function formatUsd(cents: number): string {
  const plain = purchaseAmountString(cents);
  const sign = plain.startsWith('-') ? '-' : '';
  const [whole = '0', fraction = '00'] = plain.replace('-', '').split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The account-settings price line: trial '$1.95' then '$27.88/mo'; the others their one price. */
export function priceSummary(planId: PlanId): string {
  const plan = PLANS[planId];
  const first = formatUsd(plan.amountCents);
  return plan.renewalCents === null ? first : `${first} then ${formatUsd(plan.renewalCents)}/mo`;
}

/**
 * When access bought now ends. A purchase while the current plan still runs extends it from its expiry, so
 * renewing early never loses paid days; otherwise the days run from `from`.
 */
export function accessEndsAt(planId: PlanId, from: Date, currentExpiry?: Date | null): Date {
  const start = currentExpiry && currentExpiry.getTime() > from.getTime() ? currentExpiry : from;
  return new Date(start.getTime() + PLANS[planId].accessDays * DAY_MS);
}

export interface SubscriptionState {
  subscriptionStatus: string | null | undefined;
  /** A Date from the database or an ISO string from JSON; null when no expiry is recorded. */
  subscriptionExpiresAt: Date | string | null | undefined;
}

/**
 * Status 'active' and not yet at its expiry. An active status with no recorded expiry counts as active (the
 * spec's users have only a status); an unreadable expiry does not.
 */
export function isPlanActive(state: SubscriptionState, now: Date = new Date()): boolean {
  if (state.subscriptionStatus !== 'active') return false;
  if (state.subscriptionExpiresAt === null || state.subscriptionExpiresAt === undefined) return true;
  const expiry = new Date(state.subscriptionExpiresAt).getTime();
  return Number.isFinite(expiry) && now.getTime() < expiry;
}

/**
 * The analytics purchase event's value: what was charged, in dollars (ADR 0007). The spec's separate analytics
 * figures (`analytics.value`) are kept in the catalogue for reference but are not reported.
 */
export function purchaseEventValue(planId: PlanId): number {
  return PLANS[planId].amountCents / 100;
}
