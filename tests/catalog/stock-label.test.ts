import { describe, expect, it } from 'vitest';
import { STOCK_THRESHOLD, stockLabel, stockLabelText } from '@/lib/catalog/stock-label';

const texts = {
  inStock: 'In Stock ({count})',
  inStockUnknown: 'In Stock',
  outOfStock: 'Out of Stock',
};

describe('stock label rule', () => {
  it('5 or more is plenty (green) with the count', () => {
    expect(STOCK_THRESHOLD).toBe(5);
    expect(stockLabel(5)).toEqual({ tone: 'plenty', count: 5 });
    expect(stockLabel(183)).toEqual({ tone: 'plenty', count: 183 });
    expect(stockLabelText(stockLabel(183), texts)).toBe('In Stock (183)');
  });

  it('1 to 4 is low (orange) with the count', () => {
    for (const n of [1, 2, 3, 4]) expect(stockLabel(n)).toEqual({ tone: 'low', count: n });
    expect(stockLabelText(stockLabel(4), texts)).toBe('In Stock (4)');
  });

  it('0 (or a negative reservation balance) is Out of Stock', () => {
    expect(stockLabel(0)).toEqual({ tone: 'none', count: 0 });
    expect(stockLabel(-3)).toEqual({ tone: 'none', count: 0 });
    expect(stockLabelText(stockLabel(0), texts)).toBe('Out of Stock');
  });

  it('fractions round down: 4.9 pieces is still low', () => {
    expect(stockLabel(4.9)).toEqual({ tone: 'low', count: 4 });
    expect(stockLabel(0.5)).toEqual({ tone: 'none', count: 0 });
  });

  it('an untracked quantity follows the in-stock flag', () => {
    expect(stockLabel(null, true)).toEqual({ tone: 'plenty', count: null });
    expect(stockLabelText(stockLabel(null, true), texts)).toBe('In Stock');
    expect(stockLabel(null, false)).toEqual({ tone: 'none', count: 0 });
    expect(stockLabel(undefined)).toEqual({ tone: 'none', count: 0 });
  });
});
