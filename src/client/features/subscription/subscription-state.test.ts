import { describe, expect, it } from 'vitest';
import { describeSubscription } from './subscription-state';

const now = new Date('2030-01-10T12:00:00Z');

describe('describeSubscription', () => {
  it('reads an active plan', () => {
    const view = describeSubscription(
      {
        planType: '3month',
        subscriptionStatus: 'active',
        subscriptionExpiresAt: '2030-04-10T12:00:00Z',
        purchaseAmount: '27.88',
      },
      now,
    );
    expect(view).toMatchObject({
      isActive: true,
      planLabel: '3-Month Plan Active',
      planName: '3-Month Plan',
      statusText: 'Active',
      priceText: '$27.88',
      amountText: '$27.88',
      expiryText: 'April 10, 2030',
    });
  });

  it('treats a plan past its expiry as the Free Plan, inactive', () => {
    const view = describeSubscription(
      {
        planType: 'trial',
        subscriptionStatus: 'active',
        subscriptionExpiresAt: '2030-01-10T11:59:59Z',
        purchaseAmount: '1.95',
      },
      now,
    );
    expect(view).toMatchObject({
      isActive: false,
      planLabel: 'Free Plan',
      planName: 'Free Plan',
      statusText: 'Inactive',
    });
  });

  it('says Premium Plan Active once the trial has renewed into the monthly plan', () => {
    const trial = {
      planType: 'trial',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: '2030-01-15T12:00:00Z',
      purchaseAmount: '1.95',
    };
    expect(describeSubscription(trial, now).planLabel).toBe('7-Day Trial Active');
    const renewed = { ...trial, subscriptionExpiresAt: '2030-02-08T12:00:00Z', purchaseAmount: '27.88' };
    expect(describeSubscription(renewed, now)).toMatchObject({
      planLabel: 'Premium Plan Active',
      amountText: '$27.88',
      priceText: '$1.95 then $27.88/mo',
    });
  });

  it('says Premium Plan Active without a plan type', () => {
    const view = describeSubscription(
      { planType: null, subscriptionStatus: 'active', subscriptionExpiresAt: null, purchaseAmount: null },
      now,
    );
    expect(view).toMatchObject({ planLabel: 'Premium Plan Active', amountText: null, priceText: null });
  });

  it('names the plan once beside its status badge, never "Active Active" (issue 29 item 19)', () => {
    const active = { subscriptionStatus: 'active', subscriptionExpiresAt: '2030-04-10T12:00:00Z' };
    const cases = [
      [{ planType: 'trial', purchaseAmount: '1.95' }, '7-Day Trial'],
      [{ planType: 'trial', purchaseAmount: '27.88' }, 'Premium Plan'],
      [{ planType: '3month', purchaseAmount: '27.88' }, '3-Month Plan'],
      [{ planType: '6month', purchaseAmount: '47.88' }, '6-Month Premium Plan'],
      [{ planType: null, purchaseAmount: null }, 'Premium Plan'],
    ] as const;
    for (const [plan, name] of cases) {
      const view = describeSubscription({ ...active, ...plan }, now);
      expect(view.planName).toBe(name);
      expect(`${view.planName} ${view.statusText}`).not.toMatch(/Active Active/);
    }
  });
});
