// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { compareIdsSchema } from '@/lib/compare/compare-ids';
import {
  readToggleCompareDetail,
  TOGGLE_COMPARE_EVENT,
} from '@/lib/compare/compare-events.browser';
import { MAX_COMPARE_ITEMS } from '@/lib/compare/compare-limits';
import { useCompareStore } from '@/lib/compare/compare-store.browser';
import { COMPARE_STORAGE_KEY } from '@/lib/compare/compared-ids.browser';

const store = () => useCompareStore.getState();

beforeEach(() => {
  sessionStorage.clear();
  store().clear();
});

describe('compare list', () => {
  it('keeps at most four products and says when it is full', () => {
    expect(MAX_COMPARE_ITEMS).toBe(4);
    for (const id of [1, 2, 3, 4]) expect(store().add(id)).toBe('added');
    expect(store().add(5)).toBe('full');
    expect(store().productIds).toEqual([1, 2, 3, 4]);
  });

  it('adds a product once', () => {
    expect(store().add(7)).toBe('added');
    expect(store().add(7)).toBe('unchanged');
    expect(store().productIds).toEqual([7]);
  });

  it('toggles: add, then remove', () => {
    expect(store().toggle(3)).toBe('added');
    expect(store().has(3)).toBe(true);
    expect(store().toggle(3)).toBe('removed');
    expect(store().has(3)).toBe(false);
    expect(store().remove(3)).toBe('unchanged');
  });

  it('toggling a fifth product while full changes nothing', () => {
    [1, 2, 3, 4].forEach((id) => store().add(id));
    expect(store().toggle(9)).toBe('full');
    expect(store().toggle(2)).toBe('removed');
    expect(store().toggle(9)).toBe('added');
    expect(store().productIds).toEqual([1, 3, 4, 9]);
  });

  it('ignores ids that are not positive integers', () => {
    expect(store().add(0)).toBe('unchanged');
    expect(store().add(-1)).toBe('unchanged');
    expect(store().add(1.5)).toBe('unchanged');
    expect(store().productIds).toEqual([]);
  });

  it('clears', () => {
    [1, 2].forEach((id) => store().add(id));
    store().clear();
    expect(store().productIds).toEqual([]);
  });

  it('lives in session storage, not local storage', () => {
    store().add(12);
    const saved = JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '{}') as {
      state?: { productIds?: number[] };
    };
    expect(saved.state?.productIds).toEqual([12]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('restores from session storage, dropping junk and anything beyond four', async () => {
    sessionStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify({ state: { productIds: [5, 'x', 5, 6, -2, 7, 8, 9] }, version: 1 }),
    );
    await useCompareStore.persist.rehydrate();
    expect(store().productIds).toEqual([5, 6, 7, 8]);
  });
});

describe('shop:toggle-compare event detail', () => {
  const event = (detail: unknown) => new CustomEvent(TOGGLE_COMPARE_EVENT, { detail });

  it('accepts a product id and an optional name', () => {
    expect(readToggleCompareDetail(event({ productId: 3 }))).toEqual({ productId: 3 });
    expect(readToggleCompareDetail(event({ productId: '4', name: 'Desk' }))).toEqual({
      productId: 4,
      name: 'Desk',
    });
  });

  it('rejects anything else', () => {
    expect(readToggleCompareDetail(event(null))).toBeNull();
    expect(readToggleCompareDetail(event({ productId: 0 }))).toBeNull();
    expect(readToggleCompareDetail(event({ productId: 'abc' }))).toBeNull();
    expect(readToggleCompareDetail(new Event(TOGGLE_COMPARE_EVENT))).toBeNull();
  });
});

describe('?ids= of /api/compare', () => {
  it('parses up to four distinct positive ids', () => {
    expect(compareIdsSchema.parse('1,2, 3')).toEqual([1, 2, 3]);
    expect(compareIdsSchema.parse('4')).toEqual([4]);
  });

  it.each(['', ' ', '1,2,3,4,5', '1,1', '0', '-1', 'a', '1,,2', '1.5', '99999999999'])(
    'rejects %j',
    (value) => {
      expect(compareIdsSchema.safeParse(value).success).toBe(false);
    },
  );
});
