/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return before one) as a formula. A job's text comes from the user and from pasted ads, so such a
 * cell is written with a leading apostrophe, which spreadsheets show as text; the import takes it off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell as the user wrote it: the apostrophe our export put before a formula-like value is taken off. */
export function unguardedCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
