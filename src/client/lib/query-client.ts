import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './http';

/** Spec section 9: cached data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
