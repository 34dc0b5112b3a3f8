import { useSyncExternalStore } from 'react';
import { MAX_COMPARE_ITEMS } from './compare-limits';

// What a page needs to show whether a product is compared, without the list's store (zustand
// loads with the first toggle, lib/compare/compare-store.ts): the ids in session storage, read
// after hydration and again whenever the store announces a change.

/** Key in sessionStorage: the spec keeps the compare list for the browser tab only. */
export const COMPARE_STORAGE_KEY = 'shop-compare';
/** Dispatched on window after the compare list in session storage changed. */
export const COMPARE_CHANGED_EVENT = 'shop:compare-changed';

export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Keeps only valid ids, without duplicates, at most the maximum (storage is the browser's). */
export function cleanComparedIds(stored: unknown): number[] {
  return Array.isArray(stored)
    ? [...new Set(stored.filter(isProductId))].slice(0, MAX_COMPARE_ITEMS)
    : [];
}

/** The compared template ids as the store persisted them (`{ state: { productIds } }`). */
export function readComparedIds(): number[] {
  try {
    const raw = sessionStorage.getItem(COMPARE_STORAGE_KEY);
    if (!raw) return [];
    const saved = JSON.parse(raw) as { state?: { productIds?: unknown } } | null;
    return cleanComparedIds(saved?.state?.productIds);
  } catch {
    // No storage (private mode, a sandboxed frame) or a value another script wrote: nothing.
    return [];
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(COMPARE_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(COMPARE_CHANGED_EVENT, onChange);
}

/**
 * Whether a product template is on the compare list. The server's HTML (and hydration) says no;
 * the browser's session storage decides right after.
 */
export function useInCompare(productId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readComparedIds().includes(productId),
    () => false,
  );
}
