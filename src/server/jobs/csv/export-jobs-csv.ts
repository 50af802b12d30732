import { stringify } from 'csv-stringify/sync';
import { ARCHIVE_REASON_LABELS } from '../../../domain/job-contacts-api';
import { JOB_STATUS_LABELS, type Job } from '../../../domain/jobs-api';
import type { Database } from '../../db/connection';
import { listJobs } from '../list-jobs';
import { safeCell } from './csv-cell';

/** The columns of the export, with headers the import recognises (job-csv-mapping.ts) so a file imports back. */
const COLUMNS: [header: string, cell: (job: Job) => string][] = [
  ['Job Title', (job) => job.title],
  ['Company', (job) => job.company],
  ['Location', (job) => job.location],
  ['URL', (job) => job.link ?? ''],
  ['Status', (job) => JOB_STATUS_LABELS[job.status]],
  ['Date Applied', (job) => day(job.statusHistory.find((change) => change.status === 'applied')?.at)],
  ['Saved On', (job) => day(job.createdAt)],
  ['Last Changed', (job) => day(job.updatedAt)],
  ['Next Step', (job) => job.nextStep],
  ['Next Step Date', (job) => job.nextStepDate ?? ''],
  ['Contacts', (job) => job.contacts.map(contactSummary).join('; ')],
  ['Archived On', (job) => day(job.archivedAt ?? undefined)],
  ['Archive Reason', (job) => (job.archiveReason ? ARCHIVE_REASON_LABELS[job.archiveReason] : '')],
  ['Notes', (job) => job.notes],
];

const day = (iso: string | undefined) => iso?.slice(0, 10) ?? '';

function contactSummary(contact: Job['contacts'][number]): string {
  const role = contact.role ? ` (${contact.role})` : '';
  const email = contact.email ? ` <${contact.email}>` : '';
  return `${contact.name}${role}${email}`;
}

/**
 * All the user's jobs, archived ones too, as CSV: RFC 4180 quoting and CRLF line ends, a UTF-8 byte order mark
 * so Excel reads accents, and every cell guarded against formula injection. The description (up to 30,000
 * characters of pasted ad) is left out: it is the ad, not the tracking, and it makes rows unreadable.
 */
export async function exportJobsCsv(db: Database, userId: string): Promise<string> {
  const jobs = await listJobs(db, userId);
  const rows = jobs.map((job) => COLUMNS.map(([, cell]) => safeCell(cell(job))));
  return stringify([COLUMNS.map(([header]) => header), ...rows], { bom: true, record_delimiter: 'windows' });
}
