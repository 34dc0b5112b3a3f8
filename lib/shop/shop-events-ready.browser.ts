import { useSyncExternalStore } from 'react';

// Whether the shop's event listener (components/cart/shop-events.tsx) is listening. Until then an
// 'Add to cart' would dispatch into nothing (a slow phone paints the page long before its scripts
// run), so buttons that dispatch shop events stay disabled until it is: never a lost click.

let ready = false;
const listeners = new Set<() => void>();

/** Called by the listener once it listens. */
export function markShopEventsReady(): void {
  if (ready) return;
  ready = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False in the server's HTML and until the listener listens; true from then on. */
export function useShopEventsReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
