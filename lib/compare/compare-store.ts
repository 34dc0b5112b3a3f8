import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_COMPARE_ITEMS } from './compare-limits';

/** Key in sessionStorage: the spec keeps the compare list for the browser tab only. */
export const COMPARE_STORAGE_KEY = 'shop-compare';

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

export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
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
      merge: (persisted, current) => {
        const stored = (persisted as { productIds?: unknown } | undefined)?.productIds;
        const productIds = Array.isArray(stored)
          ? [...new Set(stored.filter(isProductId))].slice(0, MAX_COMPARE_ITEMS)
          : [];
        return { ...current, productIds };
      },
    },
  ),
);
