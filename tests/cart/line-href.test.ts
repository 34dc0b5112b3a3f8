import { describe, expect, it } from 'vitest';
import { cartLineHref } from '@/lib/cart/line-href';

describe('cartLineHref', () => {
  it('opens the product page on the variant the line holds', () => {
    const line = { slug: '/product/kestrel-kx-420-7', productId: 31 };
    expect(cartLineHref('nl', line)).toBe('/product/kestrel-kx-420-7?variant=31');
    expect(cartLineHref('en', line)).toBe('/en/product/kestrel-kx-420-7?variant=31');
  });

  it('has no link without a slug, and no variant without a product', () => {
    expect(cartLineHref('nl', { slug: '', productId: 31 })).toBeNull();
    expect(cartLineHref('nl', { slug: '/product/a-1', productId: 0 })).toBe('/product/a-1');
  });
});
