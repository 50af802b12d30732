import { describe, expect, it } from 'vitest';
import { FifoLimiter } from './fifo-limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('FifoLimiter', () => {
  it('runs at most the limit at once and starts the rest in arrival order, even against newcomers', async () => {
    const limiter = new FifoLimiter(2);
    const started: number[] = [];
    let running = 0;
    let maxRunning = 0;
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await tick();
      running -= 1;
      return id;
    };
    const first = Array.from({ length: 6 }, (_, id) => limiter.run(task(id)));
    expect(limiter.queued).toBe(4);
    // A newcomer while others wait goes to the back of the line.
    await tick();
    const late = limiter.run(task(99));
    expect(await Promise.all([...first, late])).toEqual([0, 1, 2, 3, 4, 5, 99]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 99]);
    expect(maxRunning).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new FifoLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.queued).toBe(0);
  });
});
