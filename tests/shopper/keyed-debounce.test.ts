import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyedDebounce } from '@/lib/shopper/keyed-debounce';

describe('keyed debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst into one call with the last value, 500 ms after the last edit', () => {
    const run = vi.fn();
    const debounce = createKeyedDebounce<number, number>(500, run);
    debounce.schedule(7, 1);
    vi.advanceTimersByTime(300);
    debounce.schedule(7, 12);
    vi.advanceTimersByTime(300);
    debounce.schedule(7, 123);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debounce.isWaiting(7)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(7, 123);
    expect(debounce.isWaiting(7)).toBe(false);
  });

  it('keeps keys apart, and cancel / flush work per key', () => {
    const run = vi.fn();
    const debounce = createKeyedDebounce<number, number>(500, run);
    debounce.schedule(1, 5);
    debounce.schedule(2, 6);
    debounce.schedule(3, 7);
    debounce.cancel(2);
    debounce.flush(3);
    expect(run).toHaveBeenCalledWith(3, 7);
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([
      [3, 7],
      [1, 5],
    ]);
  });
});
