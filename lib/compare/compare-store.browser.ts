import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_COMPARE_ITEMS } from './compare-limits';
import {
  cleanComparedIds,
  COMPARE_CHANGED_EVENT,
  COMPARE_STORAGE_KEY,
  isProductId,
} from './compared-ids.browser';

/** What happened to a toggle/add request, so the caller can tell the shopper. */
export type CompareChange = 'added' | 'removed' | 'full' | 'unchanged';

export interface CompareState {
  /** Product template ids, oldest first. */
  productIds: number[];
  add: (productId: number) => CompareChange;
  remove: (productId: number) => CompareChange;
  toggle: (productId: number) => CompareChange;
  clear: () => void;
  has: (productId: number) => boolean;
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      productIds: [],
      add: (productId) => {
        const { productIds } = get();
        if (!isProductId(productId) || productIds.includes(productId)) return 'unchanged';
        if (productIds.length >= MAX_COMPARE_ITEMS) return 'full';
        set({ productIds: [...productIds, productId] });
        return 'added';
      },
      remove: (productId) => {
        const { productIds } = get();
        if (!productIds.includes(productId)) return 'unchanged';
        set({ productIds: productIds.filter((id) => id !== productId) });
        return 'removed';
      },
      toggle: (productId) =>
        get().productIds.includes(productId) ? get().remove(productId) : get().add(productId),
      clear: () => set({ productIds: [] }),
      has: (productId) => get().productIds.includes(productId),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      version: 1,
      // sessionStorage does not exist while rendering on the server; zustand then keeps memory only.
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ productIds: state.productIds }),
      // Whatever is in storage came from the browser: keep only valid ids, at most the maximum.
      merge: (persisted, current) => ({
        ...current,
        productIds: cleanComparedIds(
          (persisted as { productIds?: unknown } | undefined)?.productIds,
        ),
      }),
    },
  ),
);

// Buttons that only show the state (useInCompare) read storage again. After a microtask: persist
// writes storage after it notified subscribers.
if (typeof window !== 'undefined') {
  useCompareStore.subscribe(() =>
    queueMicrotask(() => window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT))),
  );
}
