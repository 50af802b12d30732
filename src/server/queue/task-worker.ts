import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { TaskHandler } from './task-queue';

/** How often an idle worker looks for tasks another process sent (its own process wakes it at once). */
const POLL_MS = 2_000;
/**
 * pg-boss hands out a task once `start_after < now()`, and PGlite's clock ticks in milliseconds: a worker woken
 * by a send in the same millisecond finds nothing. It looks once more this much later rather than at its next
 * poll (a data export waited 2 s for it).
 */
const DUE_MS = 2;

/**
 * One queue's worker in this process: fetch a task (pg-boss hands each to one fetcher across the fleet with
 * SKIP LOCKED), run it, record the outcome (a failure is retried by pg-boss after its delay). Written here
 * rather than with pg-boss's work() so that stop() resolves only once nothing is in flight: pg-boss's own
 * workers can still be fetching when its stop resolves, and then record a task on a closed database.
 */
export class TaskWorker {
  private isStopping = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A task was sent here while the worker was busy fetching: look again rather than sleep. */
  private hasNews = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly name: string,
    private readonly handler: TaskHandler<object>,
    private readonly log: FastifyBaseLogger,
    /** Delete a task once done rather than keep it completed (its data names a person). */
    private readonly isPersonal = false,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  wake(): void {
    this.hasNews = true;
    this.wakeUp?.();
  }

  /** Takes no new task; resolves when the one running (if any) is recorded, or after `timeoutMs`. */
  async stop(timeoutMs: number): Promise<void> {
    this.isStopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }

  private async run(): Promise<void> {
    while (!this.isStopping) {
      let hasRun = false;
      const isWoken = this.hasNews;
      this.hasNews = false;
      try {
        hasRun = await this.runOne();
      } catch (error) {
        this.log.error({ err: error, queue: this.name }, 'task queue unreachable');
      }
      if (hasRun || this.isStopping) continue;
      if (isWoken) await new Promise((resolve) => setTimeout(resolve, DUE_MS));
      else await this.idle();
    }
  }

  /** Runs one waiting task; false when there was none. */
  private async runOne(): Promise<boolean> {
    const [task] = await this.boss.fetch<{ requestId?: string }>(this.name, {
      batchSize: 1,
      includeMetadata: true,
    });
    if (!task) return false;
    const { requestId, ...data } = task.data ?? {};
    try {
      await this.handler(data, { id: task.id, ...(requestId ? { requestId } : {}) });
    } catch (error) {
      const isLastAttempt = task.retryCount >= task.retryLimit;
      const message = error instanceof Error ? error.message : 'failed';
      // A personal task given up on goes like a done one: a failed task kept for a week would keep the address.
      if (isLastAttempt && this.isPersonal) {
        this.log.error({ err: error, reqId: requestId, task: task.id, queue: this.name }, 'task given up');
        await this.boss.deleteJob(this.name, task.id);
        return true;
      }
      // pg-boss records the failure and retries after the queue's delay; the log ties it to the request.
      this.log.warn({ err: error, reqId: requestId, task: task.id, queue: this.name }, 'task failed');
      await this.boss.fail(this.name, task.id, { message });
      return true;
    }
    if (this.isPersonal) await this.boss.deleteJob(this.name, task.id);
    else await this.boss.complete(this.name, task.id);
    return true;
  }

  private idle(): Promise<void> {
    if (this.hasNews) return Promise.resolve();
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      timer = setTimeout(done, POLL_MS);
      this.wakeUp = done;
    });
  }
}
