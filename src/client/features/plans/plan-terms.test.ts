import { describe, expect, it } from 'vitest';
import { englishTranslate } from '../../lib/i18n/language-store';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { type PlansT, planPriceText, planTermsText } from './plan-terms';

const english: PlansT = (key, values) => englishTranslate(PLANS_TEXTS, key, values);

describe('planTermsText', () => {
  it('states the trial renewal next to its price, and the one-time plans as one-time', () => {
    expect(planTermsText('trial', english, 'en')).toBe(
      '$1.95 for 7 days, then $27.88 per month unless you cancel.',
    );
    expect(planTermsText('3month', english, 'en')).toBe(
      '$27.88 one-time payment for 90 days of access. No renewal.',
    );
    expect(planTermsText('6month', english, 'en')).toBe(
      '$47.88 one-time payment for 180 days of access. No renewal.',
    );
  });

  it('writes prices in the interface language’s conventions, always in dollars', () => {
    expect(planPriceText('3month', 'en')).toBe('$27.88');
    expect(planPriceText('3month', 'de')).toMatch(/^27,88\s\$$/);
    expect(planPriceText('3month', 'fr')).toMatch(/^27,88\s\$US$/);
  });
});
