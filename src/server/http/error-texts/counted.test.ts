import { describe, expect, it } from 'vitest';
import { MAX_JOBS_PER_USER } from '../../../domain/jobs-api';
import { MAX_TOKENS_PER_USER } from '../../../domain/personal-token-api';
import { AR, COUNTED } from './ar';
import { counted } from './counted';

describe("the Arabic texts of the product's fixed limits (issue 33)", () => {
  it('say the limits as they are today', () => {
    expect(AR.job_limit).toContain(`${MAX_JOBS_PER_USER} وظيفة.`);
    expect(AR.too_many_tokens).toContain(`${MAX_TOKENS_PER_USER} رمزًا.`);
    expect(AR.fresh_sign_in_required).toContain('خلال 10 دقائق.');
  });

  it('would agree with any other value of a limit', () => {
    const jobs = (count: number) => counted('ar', count, COUNTED.jobs);
    expect([1, 2, 3, 10, 11, 99, 100, 500].map(jobs)).toEqual([
      'وظيفة واحدة',
      'وظيفتين',
      '3 وظائف',
      '10 وظائف',
      '11 وظيفة',
      '99 وظيفة',
      '100 وظيفة',
      '500 وظيفة',
    ]);
    expect(counted('ar', 5, COUNTED.minutes)).toBe('5 دقائق');
    expect(counted('ar', 30, COUNTED.minutes)).toBe('30 دقيقة');
    expect(counted('ar', 7, COUNTED.tokens)).toBe('7 رموز');
    expect(counted('ar', 200, COUNTED.tokens)).toBe('200 رمز');
  });

  it('name every form Arabic has for each counted noun', () => {
    for (const [noun, forms] of Object.entries(COUNTED)) {
      expect(Object.keys(forms).sort(), noun).toEqual(['few', 'many', 'one', 'other', 'two']);
    }
  });
});
