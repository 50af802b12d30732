import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  JOB_CSV_FILE_FIELD,
  JOB_CSV_MAPPING_FIELD,
  type JobCsvMapping,
  type JobCsvPreview,
  type JobCsvReport,
  jobCsvPreviewSchema,
  jobCsvReportSchema,
} from '../../../domain/job-csv-api';
import { throwIfNotOk } from '../../lib/http';
import { jobKeys } from './jobs-api';

/** Jobs as CSV (issue 35 item 5): the export's address, the import's preview and its commit. */

export const JOBS_CSV_EXPORT_PATH = '/api/jobs/export.csv';

async function postCsv(url: string, file: File, mapping?: JobCsvMapping): Promise<unknown> {
  const form = new FormData();
  form.append(JOB_CSV_FILE_FIELD, file);
  if (mapping) form.append(JOB_CSV_MAPPING_FIELD, JSON.stringify(mapping));
  const response = await throwIfNotOk(
    await fetch(url, { method: 'POST', body: form, credentials: 'include' }),
  );
  return response.json();
}

/** POST /api/jobs/import: the file's columns, the suggested mapping and sample rows; nothing is saved. */
export function usePreviewJobsCsv() {
  return useMutation({
    mutationFn: async (file: File): Promise<JobCsvPreview> =>
      jobCsvPreviewSchema.parse(await postCsv('/api/jobs/import', file)),
  });
}

/** POST /api/jobs/import/commit: the same file with the mapping; the report of created and skipped rows. */
export function useImportJobsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping: JobCsvMapping }): Promise<JobCsvReport> =>
      jobCsvReportSchema.parse(await postCsv('/api/jobs/import/commit', file, mapping)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all, exact: true }),
  });
}
