import type { DateFormat } from './design';
import { RESUME_WORDS, type ResumeLanguage } from './resume-language';

/**
 * Dates as the resume shows them: 'YYYY-MM' (a picked month) becomes 'Jan 2020'; free text stays verbatim.
 * The typeset resume and the builder's cards both format dates here, so they always read the same.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

export const PRESENT = 'Present';
const RANGE_SEPARATOR = ' – ';

/** The resume's date format and language; without them, 'Jan 2020' and 'Present' (the defaults). */
export type DateStyle = { format: DateFormat; language: ResumeLanguage };
const DEFAULT_STYLE: DateStyle = { format: 'short', language: 'en' };

export function formatMonth(value: string, style: DateStyle = DEFAULT_STYLE): string {
  const trimmed = value.trim();
  const match = MONTH_VALUE.exec(trimmed);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) return trimmed;
  const year = match[1];
  const words = RESUME_WORDS[style.language];
  switch (style.format) {
    case 'numeric':
      return `${match[2]}/${year}`;
    case 'iso':
      return trimmed;
    case 'long':
      return `${words.longMonths[index]} ${year}`;
    default:
      return `${words.shortMonths[index]} ${year}`;
  }
}

/** 'Jan 2020 – Present', 'Jan 2020 – Mar 2021', or whichever end is known. */
export function formatDateRange(
  start: string,
  end: string,
  isCurrent = false,
  style: DateStyle = DEFAULT_STYLE,
): string {
  const from = formatMonth(start, style);
  const to = isCurrent ? RESUME_WORDS[style.language].present : formatMonth(end, style);
  return [from, to].filter((part) => part !== '').join(RANGE_SEPARATOR);
}

/** One text field ('start - end' or just the start): picked months are formatted, the rest kept verbatim. */
export function formatDateText(date: string, style: DateStyle = DEFAULT_STYLE): string {
  return date.trim().replace(/\b\d{4}-\d{2}\b/g, (month) => formatMonth(month, style));
}

const MONTH_NAME = /^([A-Za-z]{3,9})\.? (\d{4})$/;

/**
 * A stored date as the month and year pickers show it: 'YYYY-MM', 'YYYY', or a month name and year typed as
 * text ('Jan 2016', 'January 2016'). Anything else is free text the pickers cannot show: null.
 */
export function parseMonthText(value: string): { year: string; month: string } | null {
  const trimmed = value.trim();
  if (trimmed === '') return { year: '', month: '' };
  const picked = MONTH_VALUE.exec(trimmed);
  if (picked && Number(picked[2]) >= 1 && Number(picked[2]) <= 12)
    return { year: picked[1]!, month: picked[2]! };
  if (/^\d{4}$/.test(trimmed)) return { year: trimmed, month: '' };
  const named = MONTH_NAME.exec(trimmed);
  const index = named
    ? MONTHS.findIndex((month) => named[1]!.toLowerCase().startsWith(month.toLowerCase()))
    : -1;
  if (named && index >= 0) return { year: named[2]!, month: String(index + 1).padStart(2, '0') };
  return null;
}

/** What the pickers store: 'YYYY-MM' with both, 'YYYY' with only a year, '' until a year is chosen. */
export function composeMonthText(year: string, month: string): string {
  if (year === '') return '';
  return month === '' ? year : `${year}-${month}`;
}
