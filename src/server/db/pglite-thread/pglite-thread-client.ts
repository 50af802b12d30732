import { Worker } from 'node:worker_threads';
import {
  type FlatError,
  type PGliteThreadSource,
  raiseFlatError,
  type ThreadRequest,
  type ThreadResponse,
} from './protocol';

// Beside this module under tsx and Vitest; in the built server (one bundle per entry point) the worker is
// pglite-worker.js next to main.js.
const IS_TYPESCRIPT = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(IS_TYPESCRIPT ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
/**
 * Under tsx or Vitest the worker is TypeScript: it registers tsx itself first (on Node 20, `--import tsx` in a
 * worker's execArgv is not in place before the worker's first import).
 */
const LOAD_TYPESCRIPT_WORKER = `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(WORKER_URL.href)}))`;

/** What a query answers, as PGlite's own `query` does. */
export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** By PostgreSQL type id: run here, on the text the thread answers for those types. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** The part of PGlite's interface the app uses (Drizzle's driver, pg-boss's adapter, the migrator). */
export interface ThreadQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * PGlite on a thread of its own, behind the calls Drizzle's PGlite driver makes (ADR 0067). Requests are
 * answered in order; a transaction holds the database between its `begin` and `end`, so queries outside it
 * wait in the thread as they would wait for PGlite's lock in this one.
 */
export class PGliteThread implements ThreadQueryable {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(source: PGliteThreadSource) {
    this.worker = new Worker(
      IS_TYPESCRIPT ? LOAD_TYPESCRIPT_WORKER : `import(${JSON.stringify(WORKER_URL.href)})`,
      {
        eval: true,
        workerData: source,
        // None of the server's flags: V8 flags (scripts/server-node-flags.json) make a worker fail to start.
        execArgv: [],
      },
    );
    this.waitReady = new Promise<void>((ready, failed) => {
      this.worker.on('message', (message: ThreadResponse) => {
        if ('ready' in message) return ready();
        if ('fatal' in message) {
          this.fail(raiseFlatError(message.fatal));
          return failed(this.failure);
        }
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if ('error' in message) waiting?.reject(raiseFlatError(message.error as FlatError));
        else waiting?.resolve(message.result);
      });
      this.worker.on('error', (error) => {
        this.fail(error);
        failed(error);
      });
      this.worker.on('exit', (code) => {
        this.fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
        failed(this.failure);
      });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<ThreadResults> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.send({ op: 'exec', sql }) as Promise<ThreadResults[]>;
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    const txId = (await this.send({ op: 'begin' })) as number;
    const tx: ThreadQueryable = {
      query: (sql, params = [], options = {}) => this.queryIn(txId, sql, params, options),
      exec: (sql) => this.send({ op: 'exec', sql, txId }) as Promise<ThreadResults[]>,
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.send({ op: 'end', txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ op: 'end', txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: 'close' }).catch(() => {});
    this.fail(new Error('the embedded database is closed'));
    await this.worker.terminate();
  }

  private async queryIn(
    txId: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<ThreadResults> {
    const parsers = options.parsers ?? NO_PARSERS;
    const rawTypes = typeIdsOf(parsers);
    const results = (await this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      rawTypes,
      ...(txId === undefined ? {} : { txId }),
    })) as ThreadResults;
    if (rawTypes.length > 0) applyParsers(results, parsers, options.rowMode === 'array');
    return results;
  }

  private send(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}

const NO_PARSERS: NonNullable<QueryOptions['parsers']> = {};
const typeIdsByParsers = new WeakMap<object, number[]>();

/** The type ids a parsers object covers: Drizzle passes the same object with every run of a query. */
function typeIdsOf(parsers: NonNullable<QueryOptions['parsers']>): number[] {
  let typeIds = typeIdsByParsers.get(parsers);
  if (!typeIds) {
    typeIds = Object.keys(parsers).map(Number);
    typeIdsByParsers.set(parsers, typeIds);
  }
  return typeIds;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The caller's parsers, on the columns of their types (Drizzle's keep dates as text: most are identity). */
function applyParsers(
  results: ThreadResults,
  parsers: Record<number, (value: string, typeId: number) => unknown>,
  isArrayMode: boolean,
): void {
  const columns = results.fields
    .map((field, index) => ({ key: isArrayMode ? index : field.name, typeId: field.dataTypeID }))
    .filter((column) => parsers[column.typeId] !== undefined);
  if (columns.length === 0) return;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const { key, typeId } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parsers[typeId]?.(value, typeId);
    }
  }
}
