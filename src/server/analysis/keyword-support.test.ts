import { describe, expect, it } from 'vitest';
import { keywordSupport, withAdsForm } from './keyword-support';

describe('a keyword goes into a bullet only where the bullet’s words show it', () => {
  it.each([
    ['Grew 60 accounts through upsells', 'upselling'],
    ['Led a team of 14 agents', 'leadership'],
    ['Built the monthly forecast', 'forecasting'],
    ['Negotiated carrier rates', 'negotiation'],
    ['Managed 60 accounts', 'Salesforce'],
    ['Wrote monthly reports', 'SQL'],
  ])('"%s" shows %s', (bullet, keyword) => {
    expect(keywordSupport(bullet, keyword)).toEqual({ supported: true });
  });

  it.each([
    ['Manage about 60 mid-market accounts', 'upselling'],
    ['Answered 80 calls a day', 'teamwork'],
    ['Managed the front desk', 'manual testing'],
  ])('"%s" does not show %s, and the notice says where it could go', (bullet, keyword) => {
    const support = keywordSupport(bullet, keyword);
    expect(support.supported).toBe(false);
    if (!support.supported) expect(support.notice).toContain(`add ${keyword} to your Skills`);
  });

  it('writes the skill in the ad’s form where the bullet uses another form of it', () => {
    expect(withAdsForm('Grew 60 accounts through upsells', 'upselling')).toBe(
      'Grew 60 accounts through upselling',
    );
    expect(withAdsForm('Grew 60 accounts through upselling', 'upselling')).toBeUndefined();
    expect(withAdsForm('Managed 60 accounts', 'Salesforce')).toBeUndefined();
  });
});
