import { describe, expect, it } from 'vitest';
import { requirementText } from './ad-sections';

describe('the ad without its boilerplate', () => {
  it('drops a line of pay, but keeps a duty that names a budget, a business size or a sum at stake', () => {
    const ad = [
      'We pay $24 - $30 per hour depending on experience.',
      '- Manage a $1.5M/month budget across paid social and paid search',
      '- File ISF (10+2) for ocean shipments; no $5,000 penalties on our watch',
      '$78,000 - $95,000 DOE + annual bonus',
    ].join('\n');
    const kept = requirementText(ad);
    expect(kept).toContain('paid social');
    expect(kept).toContain('ISF');
    expect(kept).not.toContain('per hour');
    expect(kept).not.toContain('$78,000');
    expect(kept).not.toContain('DOE');
  });
});
