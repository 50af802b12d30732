import type { AiExperience } from '../../domain/ai-api';

/**
 * Whole years of work experience from the jobs' dates. Dates are YYYY-MM when picked from a month input, but
 * free text is allowed ('Mar 2019', '03/2019', '2019', 'Present'), so each is read as a month index; overlapping
 * jobs count once, and a job without a readable start counts nothing rather than a guess.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Months since year 0 (year * 12 + month index), or undefined when the text holds no year. */
export function parseMonth(value: string): number | undefined {
  const text = value.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})/.exec(text);
  if (iso) return Number(iso[1]) * 12 + Number(iso[2]) - 1;
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed) return Number(slashed[2]) * 12 + Number(slashed[1]) - 1;
  const year = /\b(19|20)\d{2}\b/.exec(text);
  if (!year) return undefined;
  const monthIndex = MONTHS.findIndex((m) => text.includes(m));
  return Number(year[0]) * 12 + Math.max(0, monthIndex);
}

const PRESENT = /^(present|current|now|today|ongoing)$/i;

export function yearsOfExperience(experience: AiExperience[], now: Date): number {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  for (const job of experience) {
    const start = parseMonth(job.startDate);
    if (start === undefined) continue;
    const end = job.current || PRESENT.test(job.endDate.trim()) ? nowMonth : parseMonth(job.endDate);
    if (end === undefined || end < start) continue;
    spans.push([start, Math.min(end, nowMonth)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredUntil);
    if (end > from) months += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.floor(months / 12);
}
