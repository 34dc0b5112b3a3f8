import { describe, expect, it } from 'vitest';
import {
  parsePurchasedProductsQuery,
  purchasedProductsHref,
} from '@/lib/purchases/purchased-products-query';

const PATH = '/en/my/purchased-products';

describe('the purchased products URL', () => {
  it('reads the search, the sort and the page', () => {
    expect(
      parsePurchasedProductsQuery({ q: '  desk   chair ', sort: 'quantity', page: '3' }),
    ).toEqual({ q: 'desk chair', sort: 'quantity', page: 3 });
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(parsePurchasedProductsQuery({})).toEqual({ q: '', sort: 'last-ordered', page: 1 });
    expect(
      parsePurchasedProductsQuery({ q: ['first', 'second'], sort: 'price', page: '-2' }),
    ).toEqual({ q: 'first', sort: 'last-ordered', page: 1 });
    expect(parsePurchasedProductsQuery({ q: 'x'.repeat(200) }).q).toHaveLength(64);
  });

  it('writes the canonical link without the defaults', () => {
    expect(purchasedProductsHref(PATH, { q: '', sort: 'last-ordered', page: 1 })).toBe(PATH);
    expect(purchasedProductsHref(PATH, { q: 'stoel & bureau', sort: 'name', page: 2 })).toBe(
      `${PATH}?q=stoel+%26+bureau&sort=name&page=2`,
    );
    const state = { q: 'SKU-1', sort: 'times-ordered', page: 4 } as const;
    expect(
      parsePurchasedProductsQuery(
        Object.fromEntries(
          new URL(purchasedProductsHref(PATH, state), 'http://shop.test').searchParams,
        ),
      ),
    ).toEqual(state);
  });
});
