/**
 * Messages between the server's thread and the embedded database's thread (ADR 0067). Everything in them is
 * structured-clonable: SQL text, parameters, rows, and errors flattened to their fields.
 */

/** Where the thread's database lives: a data directory, or a dump of one loaded into memory. */
export interface PGliteThreadSource {
  dataDir?: string;
  template?: Uint8Array;
}

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types the caller parses itself: the thread answers them as PostgreSQL's text (parsers are functions). */
      rawTypes: number[];
      txId?: number;
    }
  | { id: number; op: 'exec'; sql: string; txId?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' };

export type ThreadResponse =
  | { id: number; result: unknown }
  | { id: number; error: FlatError }
  | { ready: true }
  | { id?: undefined; fatal: FlatError };

/** An Error's message and own fields (PostgreSQL's code, detail, constraint...), which a clone would drop. */
export interface FlatError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export function flattenError(error: unknown): FlatError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function raiseFlatError(flat: FlatError): Error {
  const error = new Error(flat.message);
  error.name = flat.name;
  return Object.assign(error, flat.fields);
}
