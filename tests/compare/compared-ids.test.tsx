// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPARE_STORAGE_KEY,
  readComparedIds,
  useInCompare,
} from '@/lib/compare/compared-ids.browser';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const persist = (productIds: unknown) =>
  sessionStorage.setItem(
    COMPARE_STORAGE_KEY,
    JSON.stringify({ state: { productIds }, version: 1 }),
  );

describe('useInCompare', () => {
  it('reads the tab’s compare list after a page load (nothing toggled on this page yet)', () => {
    persist([7, 12]);
    expect(renderHook(() => useInCompare(12)).result.current).toBe(true);
    expect(renderHook(() => useInCompare(8)).result.current).toBe(false);
  });

  it('follows the list when the store changes it', async () => {
    const { result } = renderHook(() => useInCompare(12));
    expect(result.current).toBe(false);
    const { useCompareStore } = await import('@/lib/compare/compare-store.browser');
    act(() => void useCompareStore.getState().toggle(12));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => void useCompareStore.getState().toggle(12));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('ignores what is not a list of ids', () => {
    sessionStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(readComparedIds()).toEqual([]);
    persist(['1', -2, 3.5, 4, 4]);
    expect(readComparedIds()).toEqual([4]);
  });
});
