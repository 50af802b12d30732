/**
 * One value kept in memory for `ttlMs`, recomputed on the first read after it expires. Concurrent reads while
 * it is being computed share one computation, so a burst of landing-page visits runs one count, not many.
 * A failed computation is not cached: the next read tries again.
 */
export function cachedValue<T>(
  compute: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  return () => {
    const time = now();
    if (entry && time < entry.expiresAt) return entry.value;
    const value = compute();
    const current = { value, expiresAt: time + ttlMs };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return value;
  };
}
