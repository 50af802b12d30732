import { CsvError, parse } from 'csv-parse/sync';
import {
  JOB_CSV_EMPTY,
  JOB_CSV_MAX_ROWS,
  JOB_CSV_NOT_TEXT,
  JOB_CSV_TOO_MANY_ROWS,
} from '../../../domain/job-csv-api';
import { badRequest, HttpError } from '../../http/errors';

export type CsvDelimiter = ',' | ';' | '\t';
const DELIMITERS: CsvDelimiter[] = [',', ';', '\t'];

export interface CsvTable {
  delimiter: CsvDelimiter;
  headers: string[];
  /** Data rows, each as long as the widest row (short rows padded with ''), without blank rows. */
  rows: CsvRow[];
}

export interface CsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1, blank rows count. */
  number: number;
  cells: string[];
}

/**
 * UTF-16 when a byte order mark says so (Excel's "Unicode text", tab-separated), else UTF-8, and otherwise
 * Windows-1252: Excel on Windows saves "CSV" in the machine's code page, and reading that as UTF-8 would turn
 * every accent into a replacement character.
 */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The delimiter of the header row: the candidate found most often outside quotes. A spreadsheet saved in a
 * country whose decimal comma makes it write ';', or a tab-separated export, reads as well as a comma file.
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let isQuoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
  }
  return DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), ',');
}

/** Where the parser stopped, in words a person can act on. */
function unreadable(error: CsvError): HttpError {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` (near line ${line})` : '';
  const why =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted cell is never closed'
      : error.code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'a quote inside a cell is not doubled'
        : 'its rows could not be read';
  return badRequest(`The file could not be read as CSV${where}: ${why}`);
}

/** The header row and the data rows of an uploaded CSV, or a 400 that says what is wrong with it. */
export function readJobsCsv(bytes: Uint8Array): CsvTable {
  const text = decode(bytes);
  // A NUL character never occurs in text: this is a spreadsheet's own format, a PDF or an image.
  if (text.includes('\u0000')) throw badRequest(JOB_CSV_NOT_TEXT);
  const delimiter = sniffDelimiter(text);
  let records: string[][];
  try {
    // Blank lines are kept (and dropped below) so row numbers stay those a spreadsheet shows.
    records = parse(text, { bom: true, delimiter, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error);
    throw error;
  }
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const headerIndex = records.findIndex((record) => !isBlank(record));
  const header = records[headerIndex];
  const data = records
    .map((cells, index) => ({ number: index + 1, cells }))
    .filter((row, index) => index > headerIndex && !isBlank(row.cells));
  if (!header || data.length === 0) throw badRequest(JOB_CSV_EMPTY);
  if (data.length > JOB_CSV_MAX_ROWS) throw new HttpError(413, JOB_CSV_TOO_MANY_ROWS);
  const width = Math.max(header.length, ...data.map((row) => row.cells.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  const headers = pad(header).map((name, index) => name.trim() || `Column ${index + 1}`);
  return { delimiter, headers, rows: data.map((row) => ({ number: row.number, cells: pad(row.cells) })) };
}
