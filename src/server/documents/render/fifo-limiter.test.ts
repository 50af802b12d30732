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

  it('drops a waiting task whose signal aborts, without starting it, and keeps the line moving', async () => {
    const limiter = new FifoLimiter(1);
    let releaseFirst = () => {};
    const first = limiter.run(
      () => new Promise<string>((resolve) => (releaseFirst = () => resolve('first'))),
    );
    const controller = new AbortController();
    let abandonedStarted = false;
    const abandoned = limiter.run(async () => {
      abandonedStarted = true;
      return 'abandoned';
    }, controller.signal);
    const third = limiter.run(async () => 'third');
    expect(limiter.queued).toBe(2);
    controller.abort(new Error('superseded'));
    await expect(abandoned).rejects.toThrow('superseded');
    expect(limiter.queued).toBe(1);
    releaseFirst();
    expect(await Promise.all([first, third])).toEqual(['first', 'third']);
    expect(abandonedStarted).toBe(false);
  });

  it('refuses at once a task whose signal has already aborted', async () => {
    const limiter = new FifoLimiter(1);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(limiter.run(async () => 'never', controller.signal)).rejects.toThrow('gone');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
