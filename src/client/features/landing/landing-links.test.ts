import { describe, expect, it } from 'vitest';
import { hasAdParams, isPasswordResetSuccess } from './landing-links';

describe('hasAdParams', () => {
  it.each(['?ad=1', '?utm_source=google', '?x=1&utm_medium=cpc', '?utm_campaign=spring', '?ad'])(
    '%s comes from an ad or campaign',
    (search) => expect(hasAdParams(search)).toBe(true),
  );
  it.each(['', '?', '?utm_term=x', '?adx=1', '?password-reset=success'])('%s does not', (search) =>
    expect(hasAdParams(search)).toBe(false),
  );
});

describe('isPasswordResetSuccess', () => {
  it('reads ?password-reset=success only', () => {
    expect(isPasswordResetSuccess('?password-reset=success')).toBe(true);
    expect(isPasswordResetSuccess('?password-reset=failed')).toBe(false);
    expect(isPasswordResetSuccess('')).toBe(false);
  });
});
