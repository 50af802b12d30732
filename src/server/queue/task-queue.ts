/**
 * Background work as tasks on a queue kept in the database (ADR 0064): a task sent is stored before the
 * request that sent it is answered, so a process that dies afterwards loses nothing; every process runs a
 * worker, and each task is handed to exactly one worker at a time across the fleet. A task may run more than
 * once (a worker that dies after the work but before recording it), so handlers are idempotent or harmless
 * to repeat. ("Tasks", not "jobs": jobs are job ads here.)
 */

export interface TaskRetry {
  /** Further attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each further one when `backoff` is set. */
  retryDelaySeconds: number;
  isBackoff: boolean;
  /**
   * The task's data names a person (an e-mail address): it is deleted once done instead of being kept as a
   * record, so no address outlives its mail. (Not for throttled tasks: their record is what throttles.)
   */
  isPersonal?: boolean;
}

export interface TaskContext {
  id: string;
  /** The request id that caused the task, for its log lines (absent for scheduled tasks). */
  requestId?: string;
}

export type TaskHandler<T> = (data: T, context: TaskContext) => Promise<void>;

export interface SendOptions {
  /** Ties the task's log lines to the request that sent it. */
  requestId?: string;
  /**
   * At most one task per this many seconds across the fleet: every process may ask, one task runs (a sweep
   * that each process requests every hour runs once an hour).
   */
  throttleSeconds?: number;
}

export interface TaskQueue {
  /** Creates the queue if need be and starts this process's worker for it. */
  define<T extends object>(name: string, retry: TaskRetry, handler: TaskHandler<T>): Promise<void>;
  /** Stores a task; its id, or null when throttling dropped it. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Deletes every task, in any state, whose data contains one of `values` (a user's id and e-mail address when
   * the account is deleted); the number deleted.
   */
  forget(values: string[]): Promise<number>;
  /** Tasks per state across all queues, for /metrics (from the last count, refreshed in the background). */
  counts(): TaskCounts;
  /** Stops taking tasks and waits for those running (up to a timeout). */
  stop(): Promise<void>;
}

export interface TaskCounts {
  waiting: number;
  active: number;
  failed: number;
}
