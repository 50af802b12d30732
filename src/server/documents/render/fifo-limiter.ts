/** Runs at most `limit` tasks at once; the others wait and start strictly in the order they came. */
export class FifoLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /**
   * Runs `task` when a slot is free. A task whose `signal` aborts while it waits never starts: it leaves the
   * line and rejects with the signal's reason (a preview the browser has already replaced by a newer one).
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.limit) await this.waitForSlot(signal);
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a task arriving now cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }

  private waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      this.waiting.push(start);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
}
