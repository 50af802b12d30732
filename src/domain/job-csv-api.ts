import { z } from 'zod';
import { MAX_JOBS_PER_USER } from './jobs-api';

/**
 * Jobs as CSV (issue 35 item 5, ADR 0091): GET /api/jobs/export.csv, POST /api/jobs/import (multipart `file`:
 * a preview, nothing saved) and POST /api/jobs/import/commit (multipart `file` again with `mapping`: the jobs
 * created in one transaction, and a report of every row skipped). Nothing is stored between the two steps.
 */

export const JOB_CSV_FILE_FIELD = 'file';
export const JOB_CSV_MAPPING_FIELD = 'mapping';
export const JOB_CSV_MAX_BYTES = 1024 * 1024;
export const JOB_CSV_MAX_ROWS = 2_000;
/** Rows shown in the preview, and example values shown per column. */
export const JOB_CSV_SAMPLE_ROWS = 5;

/** Our fields a column may fill, in the order the mapping lists them; 'ignore' leaves the column out. */
export const JOB_CSV_FIELDS = [
  'title',
  'company',
  'location',
  'link',
  'status',
  'dateApplied',
  'description',
  'notes',
  'nextStep',
  'nextStepDate',
] as const;
export type JobCsvField = (typeof JOB_CSV_FIELDS)[number];
export const JOB_CSV_IGNORE = 'ignore';
export type JobCsvTarget = JobCsvField | typeof JOB_CSV_IGNORE;

export const JOB_CSV_NO_FILE = 'Choose a CSV file to import';
export const JOB_CSV_TOO_LARGE = `The file is larger than 1 MB. Split it into smaller files.`;
export const JOB_CSV_TOO_MANY_ROWS = `The file has more than ${JOB_CSV_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`;
export const JOB_CSV_EMPTY = 'The file has no rows under its header row';
export const JOB_CSV_NOT_TEXT = 'This is not a CSV file: save the spreadsheet as CSV and try again';
export const JOB_CSV_MAPPING_INVALID =
  'The column mapping could not be read; review the columns and try again';
export const JOB_CSV_MAPPING_LENGTH = 'The mapping must name a field or "ignore" for each column of the file';
export const JOB_CSV_TITLE_UNMAPPED = 'Choose the column that holds the job title';
export const JOB_CSV_COMPANY_UNMAPPED = 'Choose the column that holds the company';
export const jobCsvFieldTwice = (field: JobCsvField) => `Only one column can be mapped to ${field}`;

/** Why a row was not imported, each with the row number a spreadsheet shows (the header is row 1). */
export const SKIP_MISSING_TITLE = 'No job title';
export const SKIP_MISSING_COMPANY = 'No company';
export const SKIP_DUPLICATE_EXISTING =
  'Already saved: a job with the same link, or the same title and company';
export const skipDuplicateInFile = (row: number) => `The same job as row ${row}`;
export const SKIP_OVER_LIMIT = `You can keep at most ${MAX_JOBS_PER_USER} jobs`;

export const jobCsvMappingSchema = z
  .array(z.enum([...JOB_CSV_FIELDS, JOB_CSV_IGNORE], JOB_CSV_MAPPING_INVALID), JOB_CSV_MAPPING_INVALID)
  .max(200, JOB_CSV_MAPPING_INVALID);
export type JobCsvMapping = z.infer<typeof jobCsvMappingSchema>;

export const jobCsvColumnSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  suggested: z.enum([...JOB_CSV_FIELDS, JOB_CSV_IGNORE]),
  /** The first non-empty values of the column, to recognise it. */
  samples: z.array(z.string()),
});
export type JobCsvColumn = z.infer<typeof jobCsvColumnSchema>;

export const jobCsvPreviewSchema = z.object({
  success: z.literal(true),
  delimiter: z.enum([',', ';', '\t']),
  /** Data rows, the header row not counted. */
  rowCount: z.number().int(),
  columns: z.array(jobCsvColumnSchema),
  sampleRows: z.array(z.array(z.string())),
});
export type JobCsvPreview = z.infer<typeof jobCsvPreviewSchema>;

/** Why a row was skipped, for a program (and for the page, which words it in the user's language). */
export const JOB_CSV_SKIP_CODES = [
  'missing_title',
  'missing_company',
  'duplicate',
  'duplicate_in_file',
  'over_limit',
  'invalid',
] as const;
export type JobCsvSkipCode = (typeof JOB_CSV_SKIP_CODES)[number];

/** What was changed in a row imported anyway; `value` is the cell as the file had it. */
export const JOB_CSV_WARNING_CODES = [
  'unknown_status',
  'link_left_out',
  'next_step_date_left_out',
  'date_applied_left_out',
  'date_applied_saved',
] as const;
export type JobCsvWarningCode = (typeof JOB_CSV_WARNING_CODES)[number];

export const jobCsvReportSchema = z.object({
  success: z.literal(true),
  created: z.array(
    z.object({ row: z.number().int(), id: z.string(), title: z.string(), company: z.string() }),
  ),
  skipped: z.array(
    z.object({
      row: z.number().int(),
      code: z.enum(JOB_CSV_SKIP_CODES),
      reason: z.string(),
      /** For duplicate_in_file: the earlier row it repeats. */
      sameAsRow: z.number().int().optional(),
    }),
  ),
  /** Rows imported with a change: an unknown status read as saved, a link or a date left out. */
  warnings: z.array(
    z.object({
      row: z.number().int(),
      code: z.enum(JOB_CSV_WARNING_CODES),
      value: z.string(),
      message: z.string(),
    }),
  ),
});
export type JobCsvReport = z.infer<typeof jobCsvReportSchema>;
