import { type DependencyList, useEffect } from 'react';

/** Runs `effect` once `delayMs` have passed without the dependencies changing. */
export function useDebouncedEffect(effect: () => void, deps: DependencyList, delayMs: number): void {
  useEffect(() => {
    const timer = window.setTimeout(effect, delayMs);
    return () => window.clearTimeout(timer);
    // The caller lists what the effect reads, as with useEffect.
    // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's
  }, deps);
}
