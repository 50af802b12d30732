import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded component that uses the query client: its code and the client (query-scope.tsx) load
 * together, and it renders inside the client's provider. Nothing here imports TanStack Query, so a page whose
 * first load holds only this (the landing page) does not carry it.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryScope }] = await Promise.all([load(), import('./query-scope')]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy screen, when its code has loaded (as lazy() itself does), never during a render.
    function WithQueries(props: P) {
      return (
        <QueryScope>
          <Component {...props} />
        </QueryScope>
      );
    }
    return { default: WithQueries };
  });
}
