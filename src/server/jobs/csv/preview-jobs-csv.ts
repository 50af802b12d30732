import { JOB_CSV_SAMPLE_ROWS, type JobCsvPreview } from '../../../domain/job-csv-api';
import { suggestMapping } from '../../../domain/job-csv-mapping';
import type { CsvTable } from './read-jobs-csv';

/** What the mapping review shows: each column with the field suggested for it and a few of its values. */
export function previewJobsCsv(table: CsvTable): JobCsvPreview {
  const suggested = suggestMapping(table.headers);
  return {
    success: true,
    delimiter: table.delimiter,
    rowCount: table.rows.length,
    columns: table.headers.map((header, index) => ({
      index,
      header,
      suggested: suggested[index] ?? 'ignore',
      samples: table.rows
        .map((row) => (row.cells[index] ?? '').trim())
        .filter((value) => value !== '')
        .slice(0, 3)
        .map((value) => value.slice(0, 200)),
    })),
    sampleRows: table.rows
      .slice(0, JOB_CSV_SAMPLE_ROWS)
      .map((row) => row.cells.map((cell) => cell.slice(0, 200))),
  };
}
