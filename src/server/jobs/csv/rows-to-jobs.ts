import type { z } from 'zod';
import {
  JOB_CSV_COMPANY_UNMAPPED,
  JOB_CSV_IGNORE,
  JOB_CSV_MAPPING_LENGTH,
  JOB_CSV_TITLE_UNMAPPED,
  type JobCsvField,
  type JobCsvMapping,
  type JobCsvReport,
  jobCsvFieldTwice,
  SKIP_MISSING_COMPANY,
  SKIP_MISSING_TITLE,
} from '../../../domain/job-csv-api';
import { dayFromText, statusFromText } from '../../../domain/job-csv-mapping';
import { createJobBodySchema, JOB_STATUSES } from '../../../domain/jobs-api';
import { badRequest } from '../../http/errors';
import { unguardedCell } from './csv-cell';
import type { CsvTable } from './read-jobs-csv';

export type ImportedJob = z.output<typeof createJobBodySchema> & { dateApplied?: string };

type Skip = Omit<JobCsvReport['skipped'][number], 'row'>;
type Warning = Omit<JobCsvReport['warnings'][number], 'row'>;

export type RowOutcome =
  | { row: number; job: ImportedJob; warnings: Warning[] }
  | { row: number; skipped: Skip };

/** A mapping that fits the file: one target per column, title and company chosen, no field twice. */
export function checkMapping(table: CsvTable, mapping: JobCsvMapping): void {
  if (mapping.length !== table.headers.length) throw badRequest(JOB_CSV_MAPPING_LENGTH);
  const seen = new Set<JobCsvField>();
  for (const target of mapping) {
    if (target === JOB_CSV_IGNORE) continue;
    if (seen.has(target)) throw badRequest(jobCsvFieldTwice(target));
    seen.add(target);
  }
  if (!seen.has('title')) throw badRequest(JOB_CSV_TITLE_UNMAPPED);
  if (!seen.has('company')) throw badRequest(JOB_CSV_COMPANY_UNMAPPED);
}

/**
 * One row read through the mapping. A row without a title or company, or with a value over a bound, is
 * skipped with the reason; a value we cannot use (an unknown status, a link that is not http(s), a date we
 * cannot read for sure) is left out and the row imported with a warning saying so.
 */
export function rowToJob(mapping: JobCsvMapping, cells: string[], row: number): RowOutcome {
  const value: Partial<Record<JobCsvField, string>> = {};
  mapping.forEach((target, index) => {
    if (target !== JOB_CSV_IGNORE) value[target] = unguardedCell((cells[index] ?? '').trim());
  });
  if (!value.title) return { row, skipped: { code: 'missing_title', reason: SKIP_MISSING_TITLE } };
  if (!value.company) return { row, skipped: { code: 'missing_company', reason: SKIP_MISSING_COMPANY } };
  const warnings: Warning[] = [];
  const warn = (code: Warning['code'], cell: string, message: string) =>
    warnings.push({ code, value: cell, message });
  const status = value.status ? statusFromText(value.status) : 'saved';
  if (!status)
    warn(
      'unknown_status',
      value.status ?? '',
      `Status "${value.status}" is not one of ours (${JOB_STATUSES.join(', ')}): saved as saved`,
    );
  const input: Record<string, unknown> = {
    title: value.title,
    company: value.company,
    location: value.location ?? '',
    description: value.description ?? '',
    notes: value.notes ?? '',
    nextStep: value.nextStep ?? '',
    status: status ?? 'saved',
  };
  if (value.link) input.link = value.link;
  if (value.nextStepDate) {
    const day = dayFromText(value.nextStepDate);
    if (day) input.nextStepDate = day;
    else
      warn(
        'next_step_date_left_out',
        value.nextStepDate,
        `Next step date "${value.nextStepDate}" is not a date we can read for sure: left out`,
      );
  }
  let parsed = createJobBodySchema.safeParse(input);
  if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'link')) {
    warn(
      'link_left_out',
      value.link ?? '',
      `Link "${value.link}" is not a web address starting with http:// or https://: left out`,
    );
    delete input.link;
    parsed = createJobBodySchema.safeParse(input);
  }
  if (!parsed.success) {
    // Each bound's message names its field ("Notes must be at most 10,000 characters").
    return {
      row,
      skipped: { code: 'invalid', reason: parsed.error.issues[0]?.message ?? 'The row could not be read' },
    };
  }
  const job: ImportedJob = parsed.data;
  if (value.dateApplied) {
    const day = dayFromText(value.dateApplied);
    if (day && job.status === 'saved')
      warn(
        'date_applied_saved',
        value.dateApplied,
        `Date applied "${value.dateApplied}" left out: the job's status is saved`,
      );
    else if (day) job.dateApplied = day;
    else
      warn(
        'date_applied_left_out',
        value.dateApplied,
        `Date applied "${value.dateApplied}" is not a date we can read for sure: left out`,
      );
  }
  return { row, job, warnings };
}
