import { describe, expect, it } from 'vitest';
import { englishTranslate } from './language-store';
import { loadLanguage } from './load-language';
import { ACCOUNT_TEXTS } from './namespaces/account';
import { CHECKOUT_TEXTS } from './namespaces/checkout';
import { JOB_CSV_TEXTS } from './namespaces/job-csv';
import { JOBS_TEXTS } from './namespaces/jobs';
import { LANDING_TEXTS } from './namespaces/landing';
import { PLANS_TEXTS } from './namespaces/plans';

/**
 * A message that counts days, jobs or contacts from one of the product's constants (the refund guarantee's 14
 * days, a plan's 7 or 90, a token's 30 or 90, 500 jobs, 20 contacts) is a plural message with the number as
 * its count: Arabic's noun agrees with the number (3-10 plural, 11-99 singular accusative, 100+ singular), so
 * the sentence stays right when the constant changes. English stays the specification's text.
 */
describe('counted messages (issue 33)', () => {
  it('say any number of days with the noun form Arabic gives it', async () => {
    const t = (await loadLanguage('ar')).translate;
    expect(t(CHECKOUT_TEXTS, 'guarantee', { count: 14 })).toBe('ضمان استرداد الأموال لمدة 14 يومًا.');
    expect(t(CHECKOUT_TEXTS, 'guarantee', { count: 7 })).toBe('ضمان استرداد الأموال لمدة 7 أيام.');
    expect(t(CHECKOUT_TEXTS, 'guarantee', { count: 200 })).toBe('ضمان استرداد الأموال لمدة 200 يوم.');
    expect(t(ACCOUNT_TEXTS, 'tokens.days', { count: 30 })).toBe('30 يومًا');
    expect(t(ACCOUNT_TEXTS, 'tokens.days', { count: 7 })).toBe('7 أيام');
    const plan = { plan: 'تجربة', price: '$1.95', renewal: '$27.88' };
    expect(t(PLANS_TEXTS, 'terms.recurring', { ...plan, count: 7 })).toContain('لمدة 7 أيام،');
    expect(t(PLANS_TEXTS, 'terms.recurring', { ...plan, count: 30 })).toContain('لمدة 30 يومًا،');
    expect(t(LANDING_TEXTS, 'faq.planOnce', { ...plan, count: 90 })).toContain('لمدة 90 يومًا');
    expect(t(LANDING_TEXTS, 'faq.planOnce', { ...plan, count: 5 })).toContain('لمدة 5 أيام');
  });

  it('say any number of jobs and contacts with the noun form Arabic gives it', async () => {
    const t = (await loadLanguage('ar')).translate;
    expect(t(JOB_CSV_TEXTS, 'skip.overLimit', { count: 500 })).toBe('يمكنك الاحتفاظ بـ 500 وظيفة على الأكثر');
    expect(t(JOB_CSV_TEXTS, 'skip.overLimit', { count: 5 })).toBe('يمكنك الاحتفاظ بـ 5 وظائف على الأكثر');
    expect(t(JOBS_TEXTS, 'contacts.full', { count: 20 })).toBe(
      'يمكن أن تضم الوظيفة 20 جهة اتصال على الأكثر.',
    );
    expect(t(JOBS_TEXTS, 'contacts.full', { count: 8 })).toBe('يمكن أن تضم الوظيفة 8 جهات اتصال على الأكثر.');
  });

  it('leave the English texts as they were', () => {
    expect(englishTranslate(CHECKOUT_TEXTS, 'guarantee', { count: 14 })).toBe('14-day money-back guarantee.');
    expect(englishTranslate(ACCOUNT_TEXTS, 'tokens.days', { count: 30 })).toBe('30 days');
    expect(englishTranslate(JOB_CSV_TEXTS, 'skip.overLimit', { count: 500 })).toBe(
      'You can keep at most 500 jobs',
    );
    expect(englishTranslate(JOBS_TEXTS, 'contacts.full', { count: 20 })).toBe(
      'A job can have at most 20 contacts.',
    );
    expect(englishTranslate(PLANS_TEXTS, 'terms.once', { price: '$9.99', count: 90 })).toBe(
      '$9.99 one-time payment for 90 days of access. No renewal.',
    );
  });
});

describe('counted messages with two numbers', () => {
  it('agree with the number their noun follows', async () => {
    const t = (await loadLanguage('ar')).translate;
    expect(t(PLANS_TEXTS, 'faq.renew.a', { short: 90, count: 180 })).toBe(
      'لا. إنها دفعات لمرة واحدة: ينتهي الوصول ببساطة بعد 90 أو 180 يومًا.',
    );
    expect(t(PLANS_TEXTS, 'faq.renew.a', { short: 30, count: 60 })).toContain('بعد 30 أو 60 يومًا.');
    expect(t(ACCOUNT_TEXTS, 'twoFactor.codesLeft', { left: 4, count: 10 })).toBe(
      'تبقّى 4 من 10 رموز استرداد.',
    );
    expect(t(ACCOUNT_TEXTS, 'twoFactor.codesLeft', { left: 4, count: 12 })).toBe('تبقّى 4 من 12 رمز استرداد.');
    expect(englishTranslate(PLANS_TEXTS, 'faq.renew.a', { short: 90, count: 180 })).toBe(
      'No. They are one-time payments: access simply ends after 90 or 180 days.',
    );
  });
});
