import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False while hydrating a prerendered page (the server's snapshot), true from the next render on. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
