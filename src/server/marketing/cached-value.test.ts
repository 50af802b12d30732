import { describe, expect, it } from 'vitest';
import { cachedValue } from './cached-value';

describe('cachedValue', () => {
  it('computes once per ttl, shares a computation in flight, and retries after a failure', async () => {
    let clock = 0;
    let calls = 0;
    let shouldFail = false;
    const read = cachedValue(
      async () => {
        calls += 1;
        if (shouldFail) throw new Error('down');
        return calls;
      },
      1000,
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock = 999;
    expect(await read()).toBe(1);
    clock = 1000;
    shouldFail = true;
    await expect(read()).rejects.toThrow('down');
    shouldFail = false;
    expect(await read()).toBe(3);
    expect(calls).toBe(3);
  });
});
