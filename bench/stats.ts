/** Percentiles over a list of durations in milliseconds. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export interface Summary {
  n: number;
  median: number;
  p95: number;
  p99: number;
}

export function summarize(durations: number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export async function timeEach(
  count: number,
  task: (i: number) => Promise<unknown> | unknown,
): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await task(i);
    durations.push(performance.now() - start);
  }
  return durations;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
