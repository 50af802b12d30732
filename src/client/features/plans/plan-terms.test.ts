import { describe, expect, it } from 'vitest';
import { planTermsText } from './plan-terms';

describe('planTermsText', () => {
  it('states the trial renewal next to its price, and the one-time plans as one-time', () => {
    expect(planTermsText('trial')).toBe('$1.95 for 7 days, then $27.88 per month unless you cancel.');
    expect(planTermsText('3month')).toBe('$27.88 one-time payment for 90 days of access. No renewal.');
    expect(planTermsText('6month')).toBe('$47.88 one-time payment for 180 days of access. No renewal.');
  });
});
