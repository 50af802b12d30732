import { useEffect, useSyncExternalStore } from 'react';
// A type import only: the schema's zod code stays out of the landing page's bundle.
import type { MarketingStats } from '../../../domain/marketing-api';
import { apiJson } from '../../lib/http';

// Fetched once per page load and shared by the footer and the figures (they never go stale, spec section 9),
// without the query client, which the landing page's first load does not carry (issue 33's budget).
let stats: MarketingStats | undefined;
let isRequested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The figures the product measures (resumes built today, templates) and the support address. */
export function useMarketingStats(): { data: MarketingStats | undefined } {
  // Hydration renders what the prerender did (no figures yet), then the figures.
  const data = useSyncExternalStore(
    subscribe,
    () => stats,
    () => undefined,
  );
  useEffect(() => {
    if (isRequested) return;
    isRequested = true;
    void apiJson<MarketingStats>('GET', '/api/marketing/stats').then(
      (answer) => {
        stats = answer;
        for (const listener of listeners) listener();
      },
      (error: unknown) => console.warn('Marketing figures not loaded', error),
    );
  }, []);
  return { data };
}
