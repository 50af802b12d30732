import { describe, expect, it } from 'vitest';
import { joinDateRange, splitDateRange } from './date-range';

describe('date ranges', () => {
  it('splits and joins start and end', () => {
    expect(splitDateRange('Jan 2016 - Feb 2019')).toEqual({ start: 'Jan 2016', end: 'Feb 2019' });
    expect(joinDateRange('2020-01', '2020-06')).toBe('2020-01 - 2020-06');
  });
  it('keeps just the start without an end', () => {
    expect(joinDateRange('2020-01', ' ')).toBe('2020-01');
    expect(splitDateRange('2020-01')).toEqual({ start: '2020-01', end: '' });
    expect(splitDateRange('')).toEqual({ start: '', end: '' });
  });
});
