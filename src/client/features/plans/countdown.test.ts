import { describe, expect, it } from 'vitest';
import { FLASH_OFFER_SECONDS, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(FLASH_OFFER_SECONDS)).toBe('15:00');
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(9.7)).toBe('00:09');
  });
});
