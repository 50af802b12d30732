import { eq } from 'drizzle-orm';
import {
  type JobCsvMapping,
  type JobCsvReport,
  SKIP_DUPLICATE_EXISTING,
  SKIP_OVER_LIMIT,
  skipDuplicateInFile,
} from '../../../domain/job-csv-api';
import { MAX_JOBS_PER_USER, type StatusChange } from '../../../domain/jobs-api';
import type { Database } from '../../db/connection';
import { jobs, users } from '../../db/schema';
import { GAP } from '../board-position';
import type { CsvTable } from './read-jobs-csv';
import { checkMapping, type ImportedJob, rowToJob } from './rows-to-jobs';

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const linkKey = (link: string | null | undefined) =>
  link ? `link:${link.trim().toLowerCase().replace(/\/+$/, '')}` : undefined;
const nameKey = (job: { title: string; company: string }) =>
  `name:${squeeze(job.title)}|${squeeze(job.company)}`;

/** The history of an imported job: the day it was applied to, when the file says so, then its status now. */
function historyOf(job: ImportedJob, now: Date): StatusChange[] {
  const status = job.status ?? 'saved';
  if (!job.dateApplied || status === 'saved') return [{ status, at: now.toISOString() }];
  const applied: StatusChange = { status: 'applied', at: `${job.dateApplied}T00:00:00.000Z` };
  return status === 'applied' ? [applied] : [applied, { status, at: now.toISOString() }];
}

/**
 * Creates the jobs of a CSV read through the user's mapping, in one transaction under the user's row lock (as
 * createJob counts jobs): all the rows it creates or none. Never overwrites: a row matching a job already
 * saved (by link, or by title and company, ignoring case and spaces) or an earlier row of the file is skipped,
 * and so is every row past the per-user limit. Each skipped row is reported with its number and why.
 */
export async function importJobsCsv(
  db: Database,
  userId: string,
  table: CsvTable,
  mapping: JobCsvMapping,
): Promise<JobCsvReport> {
  checkMapping(table, mapping);
  const outcomes = table.rows.map((row) => rowToJob(mapping, row.cells, row.number));
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const existing = await tx
      .select({
        link: jobs.link,
        title: jobs.title,
        company: jobs.company,
        status: jobs.status,
        position: jobs.boardPosition,
      })
      .from(jobs)
      .where(eq(jobs.userId, userId));
    const saved = new Set(existing.flatMap((job) => [linkKey(job.link), nameKey(job)].filter(Boolean)));
    const fileRows = new Map<string, number>();
    const report: JobCsvReport = { success: true, created: [], skipped: [], warnings: [] };
    const accepted: { row: number; job: ImportedJob }[] = [];
    for (const outcome of outcomes) {
      if ('skipped' in outcome) {
        report.skipped.push({ row: outcome.row, ...outcome.skipped });
        continue;
      }
      const keys = [linkKey(outcome.job.link), nameKey(outcome.job)].filter((key) => key !== undefined);
      const earlier = keys.map((key) => fileRows.get(key)).find((row) => row !== undefined);
      if (keys.some((key) => saved.has(key)))
        report.skipped.push({ row: outcome.row, code: 'duplicate', reason: SKIP_DUPLICATE_EXISTING });
      else if (earlier !== undefined)
        report.skipped.push({
          row: outcome.row,
          code: 'duplicate_in_file',
          reason: skipDuplicateInFile(earlier),
          sameAsRow: earlier,
        });
      else if (existing.length + accepted.length >= MAX_JOBS_PER_USER)
        report.skipped.push({ row: outcome.row, code: 'over_limit', reason: SKIP_OVER_LIMIT });
      else {
        for (const key of keys) fileRows.set(key, outcome.row);
        accepted.push({ row: outcome.row, job: outcome.job });
        for (const warning of outcome.warnings) report.warnings.push({ row: outcome.row, ...warning });
      }
    }
    if (accepted.length === 0) return report;
    // New jobs go on top of their columns, the file's first row topmost.
    const tops = new Map<string, number>();
    for (const job of existing)
      tops.set(job.status, Math.min(tops.get(job.status) ?? job.position, job.position));
    const positions = new Map<number, number>();
    for (const { row, job } of [...accepted].reverse()) {
      const status = job.status ?? 'saved';
      const top = tops.get(status);
      const position = top === undefined ? 0 : top - GAP;
      tops.set(status, position);
      positions.set(row, position);
    }
    const inserted = await tx
      .insert(jobs)
      .values(
        accepted.map(({ row, job }) => ({
          userId,
          title: job.title,
          company: job.company,
          location: job.location ?? '',
          link: job.link ? job.link : null,
          description: job.description ?? '',
          status: job.status ?? 'saved',
          notes: job.notes ?? '',
          statusHistory: historyOf(job, now),
          nextStep: job.nextStep ?? '',
          nextStepDate: job.nextStepDate ? job.nextStepDate : null,
          boardPosition: positions.get(row) ?? 0,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: jobs.id, title: jobs.title, company: jobs.company });
    // Matched by title and company, unique within an import, rather than trusting RETURNING's order.
    const rowOf = new Map(accepted.map(({ row, job }) => [nameKey(job), row]));
    for (const job of inserted) report.created.push({ row: rowOf.get(nameKey(job)) ?? 0, ...job });
    report.created.sort((a, b) => a.row - b.row);
    report.skipped.sort((a, b) => a.row - b.row);
    return report;
  });
}
