import { escapeRegExp } from '../../../domain/escape-reg-exp';
import { RESUME_WORDS } from '../../../domain/resume-language';
import { printedWordsPattern } from './printed-words';

/**
 * Dates as resumes write them: 'Mar 2021', 'March 2021', '03/2021', '2021-03', '2021', each alone or as a
 * range to another date or to 'Present'; month names and "present" in every resume language our templates
 * print ('janv. 2020 – Aujourd'hui', RESUME_WORDS). Months become YYYY-MM (what the builder's pickers store);
 * a bare year stays a year.
 */

const ENGLISH_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ENGLISH_MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** A month name without its abbreviation point, lower case: 'Janv.' -> 'janv'. */
const monthKey = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Every printed month name of the resume languages -> its number (1-12). */
const MONTH_NUMBERS = new Map<string, number>(
  Object.values(RESUME_WORDS).flatMap((words) =>
    [...words.shortMonths, ...words.longMonths].map(
      (name, index) => [monthKey(name), (index % 12) + 1] as const,
    ),
  ),
);
const PRINTED_MONTH = [...MONTH_NUMBERS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const MONTH = `(?:${ENGLISH_MONTH}|${PRINTED_MONTH})\\.?`;
const DATE = `(?:${MONTH},?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/.]\\d{1,2}(?!\\d)|(?:19|20)\\d{2})`;
const NOW = `(?:${printedWordsPattern((words) => words.present.toLowerCase(), ['present', 'current', 'now', 'today', 'ongoing', 'date']).replace(/'/g, "['’]")})`;
const SEPARATOR = '\\s*(?:[-–—‒]|to|until|till)\\s*';
const RANGE = new RegExp(`(${DATE})(?:${SEPARATOR}(${DATE}|${NOW}))?`, 'iu');
const SINCE = new RegExp(`\\bsince\\s+(${DATE})`, 'iu');

export interface DateRange {
  start: string;
  end: string;
  isCurrent: boolean;
  /** The text that held the dates, to take out of the line. */
  matched: string;
}

/** One date -> 'YYYY-MM' or 'YYYY'; anything else verbatim. */
export function normalDate(text: string): string {
  const value = text.trim();
  const named = new RegExp(`^(${MONTH}),?\\s+(\\d{4})$`, 'iu').exec(value);
  if (named?.[1] && named[2]) {
    const month =
      MONTH_NUMBERS.get(monthKey(named[1])) ?? ENGLISH_MONTHS.indexOf(named[1].slice(0, 3).toLowerCase()) + 1;
    return `${named[2]}-${String(month).padStart(2, '0')}`;
  }
  const monthFirst = /^(\d{1,2})[/.](\d{4})$/.exec(value);
  if (monthFirst?.[1] && Number(monthFirst[1]) <= 12)
    return `${monthFirst[2]}-${monthFirst[1].padStart(2, '0')}`;
  const yearFirst = /^(\d{4})[-/.](\d{1,2})$/.exec(value);
  if (yearFirst?.[2] && Number(yearFirst[2]) <= 12) return `${yearFirst[1]}-${yearFirst[2].padStart(2, '0')}`;
  return value;
}

export function findDateRange(text: string): DateRange | undefined {
  const since = SINCE.exec(text);
  if (since?.[1]) return { start: normalDate(since[1]), end: '', isCurrent: true, matched: since[0] };
  const match = RANGE.exec(text);
  if (!match?.[1]) return undefined;
  // A year inside a longer number or word ('2019abc', 'ISO 27001') is not a date.
  const before = text[match.index - 1] ?? ' ';
  const after = text[match.index + match[0].length] ?? ' ';
  if (/[\p{L}\d]/u.test(before) || /[\p{L}\d]/u.test(after)) return undefined;
  const end = match[2] ?? '';
  const isCurrent = new RegExp(`^${NOW}$`, 'iu').test(end);
  return {
    start: normalDate(match[1]),
    end: isCurrent ? '' : normalDate(end),
    isCurrent,
    matched: match[0],
  };
}

/** The text with its dates and the separators left around them taken out. */
export function withoutDates(text: string, range: DateRange): string {
  return text
    .replace(range.matched, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—(-]+$/g, '')
    .trim();
}
