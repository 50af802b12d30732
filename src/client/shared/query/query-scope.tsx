import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { linkCurrentUser } from './link-current-user';

let client: QueryClient | undefined;

/** The app's one query client, made when the first screen that needs it loads: its cache lives for the page. */
export function appQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    linkCurrentUser(client);
  }
  return client;
}

/**
 * The query client's provider around a screen or dialog that uses it (app/routes.tsx wraps them as they load).
 * Not at the root: the landing page reads nothing through it, and TanStack Query stays out of its first load.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
