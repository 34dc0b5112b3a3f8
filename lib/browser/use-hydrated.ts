import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates, true once the island's handlers listen.
 * A control that only works with its handlers is disabled until then: on a slow phone text typed
 * into the server's HTML would be wiped by hydration, so the field must not look ready before.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
