import { describe, expect, it } from 'vitest';
import { composeMonthText, formatDateRange, formatDateText, formatMonth, parseMonthText } from './date-text';

describe('dates as the resume shows them', () => {
  it('formats picked months and keeps free text', () => {
    expect(formatMonth('2020-01')).toBe('Jan 2020');
    expect(formatMonth('Summer 2019')).toBe('Summer 2019');
    expect(formatDateRange('2020-01', '', true)).toBe('Jan 2020 – Present');
    expect(formatDateText('2022-01 - 2022-06')).toBe('Jan 2022 - Jun 2022');
  });
});

describe('the month and year pickers', () => {
  it('read picked months, years and month names', () => {
    expect(parseMonthText('2021-06')).toEqual({ year: '2021', month: '06' });
    expect(parseMonthText('2021')).toEqual({ year: '2021', month: '' });
    expect(parseMonthText('Jan 2016')).toEqual({ year: '2016', month: '01' });
    expect(parseMonthText('September 2016')).toEqual({ year: '2016', month: '09' });
    expect(parseMonthText('')).toEqual({ year: '', month: '' });
  });

  it('leave free text they cannot show to the caller', () => {
    expect(parseMonthText('Summer 2019')).toBeNull();
    expect(parseMonthText('2021-13')).toBeNull();
  });

  it('store YYYY-MM, a year alone, or nothing without a year', () => {
    expect(composeMonthText('2021', '06')).toBe('2021-06');
    expect(composeMonthText('2021', '')).toBe('2021');
    expect(composeMonthText('', '06')).toBe('');
  });
});
