/** Dates as the resume shows them: 'YYYY-MM' (a picked month) becomes 'Jan 2020'; free text stays verbatim. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

export const PRESENT = 'Present';
const RANGE_SEPARATOR = ' – ';

export function formatMonth(value: string): string {
  const trimmed = value.trim();
  const match = MONTH_VALUE.exec(trimmed);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : trimmed;
}

/** 'Jan 2020 – Present', 'Jan 2020 – Mar 2021', or whichever end is known. */
export function formatDateRange(start: string, end: string, isCurrent = false): string {
  const from = formatMonth(start);
  const to = isCurrent ? PRESENT : formatMonth(end);
  return [from, to].filter((part) => part !== '').join(RANGE_SEPARATOR);
}
