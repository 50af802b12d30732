import { JOB_CSV_IGNORE, type JobCsvField, type JobCsvTarget } from './job-csv-api';
import type { JobStatus } from './jobs-api';

/**
 * How a column of another tracker's CSV maps to our fields, and its statuses to ours (issue 35 item 5,
 * ADR 0091). Header names seen in exports of Teal, Huntr and hand-made spreadsheets, compared without case,
 * spaces or punctuation; our own export's headers are among them, so an export imports back as it was.
 */

const HEADER_NAMES: Record<JobCsvField, string[]> = {
  title: ['title', 'job title', 'position', 'role', 'job', 'job position', 'position title', 'job name'],
  company: ['company', 'employer', 'company name', 'organization', 'organisation', 'business'],
  location: ['location', 'city', 'place', 'job location', 'office'],
  link: [
    'link',
    'url',
    'job url',
    'job link',
    'posting url',
    'posting',
    'job posting',
    'website',
    'source url',
  ],
  status: ['status', 'stage', 'job status', 'pipeline stage', 'state', 'list'],
  dateApplied: ['date applied', 'applied on', 'applied', 'applied date', 'application date', 'date'],
  description: ['description', 'job description', 'details'],
  notes: ['notes', 'note', 'comments', 'comment'],
  nextStep: ['next step', 'next action', 'follow up', 'follow-up', 'to do'],
  nextStepDate: ['next step date', 'next action date', 'follow up date', 'follow-up date', 'due date'],
};

const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const FIELD_BY_HEADER = new Map<string, JobCsvField>(
  (Object.entries(HEADER_NAMES) as [JobCsvField, string[]][]).flatMap(([field, names]) =>
    names.map((name) => [key(name), field] as const),
  ),
);

/** A field for each header it recognises, each field at most once (the first column wins), else ignore. */
export function suggestMapping(headers: string[]): JobCsvTarget[] {
  const taken = new Set<JobCsvField>();
  return headers.map((header) => {
    const field = FIELD_BY_HEADER.get(key(header));
    if (!field || taken.has(field)) return JOB_CSV_IGNORE;
    taken.add(field);
    return field;
  });
}

const STATUS_NAMES: Record<JobStatus, string[]> = {
  saved: [
    'saved',
    'bookmarked',
    'wishlist',
    'wish list',
    'interested',
    'to apply',
    'applying',
    'draft',
    'new',
  ],
  applied: ['applied', 'application sent', 'submitted', 'no response', 'waiting'],
  interviewing: [
    'interviewing',
    'interview',
    'interviews',
    'phone screen',
    'screening',
    'assessment',
    'in progress',
  ],
  offer: ['offer', 'offered', 'negotiating', 'negotiation', 'accepted', 'hired'],
  rejected: ['rejected', 'not selected', 'declined', 'no offer', 'closed', 'turned down'],
  withdrawn: ['withdrawn', 'withdrew', 'i withdrew', 'withdraw'],
};

const STATUS_BY_NAME = new Map<string, JobStatus>(
  (Object.entries(STATUS_NAMES) as [JobStatus, string[]][]).flatMap(([status, names]) =>
    names.map((name) => [key(name), status] as const),
  ),
);

/** Our status for a tracker's status text, without case or punctuation; undefined when none matches. */
export function statusFromText(text: string): JobStatus | undefined {
  return STATUS_BY_NAME.get(key(text));
}

/** A day from a date cell: YYYY-MM-DD (with or without a time after it) or a day/month name form a browser reads. */
export function dayFromText(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text.trim());
  if (iso) {
    const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
  }
  // 03/04/2026 is the 3rd of April or March 4th depending on the country: refused rather than guessed.
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(text.trim())) return undefined;
  // 'May 3, 2026', '3 May 2026': a month named in letters is unambiguous.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const parsed = new Date(`${text.trim()} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}
