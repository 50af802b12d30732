import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const session = (userId: string, expiresAt = 1_000_000) => ({ userId, expiresAt });

describe('SessionCache', () => {
  it('answers a remembered session until its time in the cache is up', () => {
    const cache = new SessionCache(5_000);
    cache.set('sid-a', session('user-1'), 0);
    expect(cache.get('sid-a', 4_999)).toEqual(expect.objectContaining({ userId: 'user-1' }));
    expect(cache.get('sid-a', 5_000)).toBeUndefined();
    // Gone for good once stale, not only hidden.
    expect(cache.size).toBe(0);
  });

  it('never answers a session past its own expiry, however fresh the entry', () => {
    const cache = new SessionCache(5_000);
    cache.set('sid-a', session('user-1', 1_000), 0);
    expect(cache.get('sid-a', 999)?.userId).toBe('user-1');
    expect(cache.get('sid-a', 1_000)).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(5_000);
    cache.set('sid-a', session('user-1'), 0);
    cache.set('sid-b', session('user-1'), 0);
    cache.set('sid-c', session('user-2'), 0);
    cache.forget('sid-c');
    expect(cache.get('sid-c', 1)).toBeUndefined();
    cache.forgetUser('user-1');
    expect(cache.get('sid-a', 1)).toBeUndefined();
    expect(cache.get('sid-b', 1)).toBeUndefined();
  });

  it('keeps at most 10,000 sessions, dropping the longest-held first', () => {
    const cache = new SessionCache(5_000);
    for (let index = 0; index <= 10_000; index++) cache.set(`sid-${index}`, session(`user-${index}`), 0);
    expect(cache.size).toBe(10_000);
    expect(cache.get('sid-0', 1)).toBeUndefined();
    expect(cache.get('sid-10000', 1)?.userId).toBe('user-10000');
  });

  it('remembers nothing when its lifetime is zero', () => {
    const cache = new SessionCache(0);
    cache.set('sid-a', session('user-1'), 0);
    expect(cache.get('sid-a', 0)).toBeUndefined();
  });

  it('tells its listener of revocations made here, not of those applied from elsewhere', () => {
    const cache = new SessionCache(5_000);
    const told: unknown[] = [];
    cache.onRevoke = async (revocation) => {
      told.push(revocation);
    };
    cache.set('sid-a', session('user-1'), 0);
    cache.set('sid-b', session('user-2'), 0);
    void cache.forget('sid-a');
    cache.apply({ userId: 'user-2' });
    expect(told).toEqual([{ sid: 'sid-a' }]);
    expect(cache.size).toBe(0);
  });

  it('does not remember a session read while a revocation arrived (the row read may be gone)', () => {
    const cache = new SessionCache(5_000);
    const mark = cache.mark;
    cache.apply({ userId: 'user-1' });
    cache.set('sid-a', session('user-1'), 0, mark);
    expect(cache.get('sid-a', 1)).toBeUndefined();
    cache.set('sid-a', session('user-1'), 0, cache.mark);
    expect(cache.get('sid-a', 1)?.userId).toBe('user-1');
    cache.clear();
    expect(cache.get('sid-a', 1)).toBeUndefined();
  });
});
