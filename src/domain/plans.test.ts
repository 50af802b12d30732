import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  activePlanLabel,
  DAY_MS,
  formatUsd,
  getPlan,
  hasRenewed,
  isPlanActive,
  isPlanId,
  PLAN_BENEFITS,
  PLAN_CARD_BENEFITS,
  PLAN_IDS,
  PLANS,
  priceSummary,
  purchaseAmountString,
  REFUND_DAYS,
} from './plans';

describe('the plan catalogue', () => {
  it('has the three plans with their prices in cents and access days', () => {
    expect(PLAN_IDS).toEqual(['trial', '3month', '6month']);
    expect(PLAN_IDS.map((id) => [PLANS[id].amountCents, PLANS[id].accessDays, PLANS[id].billing])).toEqual([
      [195, 7, 'recurring'],
      [2788, 90, 'once'],
      [4788, 180, 'once'],
    ]);
    expect(PLANS.trial.renewalCents).toBe(2788);
    expect(PLANS['3month'].renewalCents).toBeNull();
  });

  it('keeps every amount an integer', () => {
    for (const plan of Object.values(PLANS)) {
      expect(Number.isInteger(plan.amountCents)).toBe(true);
      if (plan.renewalCents !== null) expect(Number.isInteger(plan.renewalCents)).toBe(true);
    }
  });

  it('has the labels, display figures and analytics names of the spec', () => {
    expect(PLAN_IDS.map((id) => getPlan(id).label)).toEqual(['7-Day Trial', '3-Month Plan', '6-Month Plan']);
    expect(PLANS['3month']).toMatchObject({ perMonthDisplay: '$10/mo', perDayDisplay: '$0.31/day' });
    expect(PLANS['6month']).toMatchObject({ perMonthDisplay: '$8/mo', perDayDisplay: '$0.27/day' });
    // The same figures in cents, which the interface formats per language: they must say the same.
    expect(PLANS['3month']).toMatchObject({ perMonthCents: 1000, perDayCents: 31 });
    expect(PLANS['6month']).toMatchObject({ perMonthCents: 800, perDayCents: 27 });
    expect(PLANS.trial.analytics).toEqual({ itemName: '7-Day Trial', value: 7, currency: 'USD' });
    expect(PLANS['3month'].analytics.value).toBe(19.99);
    expect(PLANS['6month'].analytics.value).toBe(29.99);
    expect(PLAN_IDS.map((id) => PLANS[id].thankYouPath)).toEqual([
      '/thank-you-trial',
      '/thank-you-3mo',
      '/thank-you-6mo',
    ]);
  });

  it('states one refund guarantee and the benefits', () => {
    expect(REFUND_DAYS).toBe(14);
    expect(PLAN_BENEFITS).toEqual([
      'Unlimited downloads',
      'AI content suggestions',
      'Professional templates',
      'PDF and DOCX export',
    ]);
  });

  it('claims on the plan cards only what is built: tailoring per job, never daily job matches', () => {
    expect(PLAN_CARD_BENEFITS).toEqual([...PLAN_BENEFITS, 'AI-tailored resumes per job', 'AI cover letters']);
    expect(PLAN_CARD_BENEFITS.join(' ')).not.toMatch(/daily job matches/i);
  });
});

describe('isPlanId', () => {
  it('accept only the three ids', () => {
    expect(isPlanId('trial')).toBe(true);
    expect(isPlanId('6month')).toBe(true);
    for (const value of ['none', 'Trial', '', null, undefined, 3, { toString: () => 'trial' }]) {
      expect(isPlanId(value)).toBe(false);
    }
  });

  it('does not take inherited object keys for plans', () => {
    expect(isPlanId('toString')).toBe(false);
    expect(activePlanLabel('constructor')).toBe('Premium Plan Active');
  });
});

describe('activePlanLabel', () => {
  it('names the plan, or Premium Plan Active without a plan type', () => {
    expect(activePlanLabel('trial')).toBe('7-Day Trial Active');
    expect(activePlanLabel('3month')).toBe('3-Month Plan Active');
    expect(activePlanLabel('6month')).toBe('6-Month Premium Plan Active');
    expect(activePlanLabel(null)).toBe('Premium Plan Active');
    expect(activePlanLabel('none')).toBe('Premium Plan Active');
  });

  it('calls a trial renewed into the monthly subscription Premium Plan Active (issue 13)', () => {
    expect(activePlanLabel('trial', '1.95')).toBe('7-Day Trial Active');
    expect(activePlanLabel('trial', ' 1.95 ')).toBe('7-Day Trial Active');
    expect(activePlanLabel('trial', '27.88')).toBe('Premium Plan Active');
    // A renewal billed with tax or a full discount is still a renewal.
    expect(activePlanLabel('trial', '30.39')).toBe('Premium Plan Active');
    expect(activePlanLabel('trial', '0.00')).toBe('Premium Plan Active');
  });

  it('never calls a one-time plan, a missing amount or an unreadable one renewed', () => {
    expect(activePlanLabel('3month', '47.88')).toBe('3-Month Plan Active');
    expect(activePlanLabel('6month', '1.95')).toBe('6-Month Premium Plan Active');
    expect(activePlanLabel('trial', null)).toBe('7-Day Trial Active');
    expect(activePlanLabel('trial', '')).toBe('7-Day Trial Active');
    expect(activePlanLabel('trial', 'n/a')).toBe('7-Day Trial Active');
    expect(hasRenewed('trial', '1.950')).toBe(false);
  });
});

describe('money formatting', () => {
  it('formats cents as dollars', () => {
    expect(formatUsd(2788)).toBe('$27.88');
    expect(formatUsd(195)).toBe('$1.95');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(4800)).toBe('$48.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-2788)).toBe('-$27.88');
  });

  it('gives the purchase amount as a plain numeric string', () => {
    expect(purchaseAmountString(2788)).toBe('27.88');
    expect(purchaseAmountString(195)).toBe('1.95');
    expect(purchaseAmountString(100000)).toBe('1000.00');
    expect(purchaseAmountString(7)).toBe('0.07');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatUsd(27.88)).toThrow(RangeError);
    expect(() => purchaseAmountString(Number.NaN)).toThrow(RangeError);
    expect(() => purchaseAmountString(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('summarises prices as account settings lists them', () => {
    expect(priceSummary('trial')).toBe('$1.95 then $27.88/mo');
    expect(priceSummary('3month')).toBe('$27.88');
    expect(priceSummary('6month')).toBe('$47.88');
  });
});

describe('accessEndsAt', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('adds the plan days to now without a current plan', () => {
    expect(accessEndsAt('trial', now)).toEqual(new Date('2025-03-08T12:00:00Z'));
    expect(accessEndsAt('3month', now, null)).toEqual(new Date(now.getTime() + 90 * DAY_MS));
    expect(accessEndsAt('6month', now)).toEqual(new Date(now.getTime() + 180 * DAY_MS));
  });

  it('extends from a current expiry still in the future', () => {
    const expiry = new Date('2025-03-10T00:00:00Z');
    expect(accessEndsAt('3month', now, expiry)).toEqual(new Date(expiry.getTime() + 90 * DAY_MS));
  });

  it('starts from now when the current expiry has passed or is now', () => {
    expect(accessEndsAt('trial', now, new Date('2025-02-01T00:00:00Z'))).toEqual(
      new Date('2025-03-08T12:00:00Z'),
    );
    expect(accessEndsAt('trial', now, new Date(now))).toEqual(new Date('2025-03-08T12:00:00Z'));
  });

  it('does not change its arguments', () => {
    const from = new Date(now);
    const expiry = new Date('2025-04-01T00:00:00Z');
    accessEndsAt('6month', from, expiry);
    expect(from).toEqual(now);
    expect(expiry).toEqual(new Date('2025-04-01T00:00:00Z'));
  });
});

describe('isPlanActive', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('is active with status active before the expiry', () => {
    expect(
      isPlanActive({ subscriptionStatus: 'active', subscriptionExpiresAt: new Date('2025-03-02') }, now),
    ).toBe(true);
    expect(
      isPlanActive({ subscriptionStatus: 'active', subscriptionExpiresAt: '2025-03-02T00:00:00Z' }, now),
    ).toBe(true);
  });

  it('ends at the expiry instant', () => {
    expect(isPlanActive({ subscriptionStatus: 'active', subscriptionExpiresAt: new Date(now) }, now)).toBe(
      false,
    );
    expect(
      isPlanActive({ subscriptionStatus: 'active', subscriptionExpiresAt: new Date('2025-02-28') }, now),
    ).toBe(false);
  });

  it('needs the status active', () => {
    for (const status of ['inactive', 'cancelled', 'Active', '', null, undefined]) {
      expect(
        isPlanActive({ subscriptionStatus: status, subscriptionExpiresAt: new Date('2030-01-01') }, now),
      ).toBe(false);
    }
  });

  it('counts an active status without an expiry as active, and an unreadable expiry as not', () => {
    expect(isPlanActive({ subscriptionStatus: 'active', subscriptionExpiresAt: null }, now)).toBe(true);
    expect(isPlanActive({ subscriptionStatus: 'active', subscriptionExpiresAt: 'soon' }, now)).toBe(false);
  });
});
