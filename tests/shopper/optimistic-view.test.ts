import { describe, expect, it } from 'vitest';
import {
  withActionError,
  withChangeBegun,
  withChangeSettled,
  type OptimisticState,
} from '@/lib/shopper/optimistic-view';

// A list of numbers stands in for a cart: a change appends one.
const baseOf = (confirmed: number[] | null) => confirmed ?? [];
const append = (n: number) => (list: number[]) => [...list, n];

function begun(state: OptimisticState<number[]>, id: number, n: number) {
  return { ...state, ...withChangeBegun(state, { id, apply: append(n) }, baseOf) };
}

const start: OptimisticState<number[]> = { confirmed: null, pending: [], view: [], loaded: false };

describe('optimistic view', () => {
  it('shows a change at once, on top of those in flight', () => {
    const state = begun(begun(start, 1, 10), 2, 20);
    expect(state.view).toEqual([10, 20]);
    expect(state.loaded).toBe(false);
  });

  it("confirms a change with the server's value and keeps the others in flight", () => {
    const state = withChangeSettled(begun(begun(start, 1, 10), 2, 20), 1, [10], baseOf);
    expect(state.confirmed).toEqual([10]);
    expect(state.view).toEqual([10, 20]);
    expect(state.loaded).toBe(true);
  });

  it('rolls back a change that got no answer, and only that one', () => {
    const state = withChangeSettled(begun(begun(start, 1, 10), 2, 20), 1, undefined, baseOf);
    expect(state.view).toEqual([20]);
    expect(state.confirmed).toBeNull();
    expect(state.loaded).toBe(false);
  });

  it('keeps the last failure per action until it is cleared', () => {
    const failed = withActionError<'add' | 'remove'>({}, 'add', 'Out of stock');
    expect(failed).toEqual({ add: 'Out of stock' });
    expect(withActionError(failed, 'remove', 'Gone')).toEqual({
      add: 'Out of stock',
      remove: 'Gone',
    });
    expect(withActionError(failed, 'add', null)).toEqual({});
  });
});
