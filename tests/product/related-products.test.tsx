// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RelatedProducts } from '@/components/product/related-products';
import type { ProductCard } from '@/lib/catalog/types';

afterEach(cleanup);

function card(overrides: Partial<ProductCard>): ProductCard {
  return {
    id: 1,
    variantId: 1,
    name: 'Card',
    slug: '/product/card-1',
    sku: null,
    image: null,
    imageName: 'image',
    price: { regular: 10, special: 10, hasDiscount: false },
    isPositivePrice: true,
    inStock: true,
    stock: 5,
    isInWishlist: false,
    ribbon: null,
    colors: [],
    ...overrides,
  };
}

describe('<RelatedProducts>', () => {
  it('hands each price to the price island under its own product: an accessory as its variant', () => {
    render(
      <RelatedProducts
        title="Accessories"
        locale="en"
        exclVat="excl. VAT"
        products={[
          // Odoo lists accessories as variants: id 304 is a variant of template 103.
          card({ id: 304, variantId: 304, variantOf: 103, name: 'Mouse' }),
          card({ id: 50, variantId: 206, name: 'Kestrel' }),
        ]}
      />,
    );
    const price = (name: string) =>
      screen.getByText(name).closest('li')!.querySelector('[data-price-product-id]')!;
    expect(price('Mouse').getAttribute('data-price-product-id')).toBe('103');
    expect(price('Mouse').getAttribute('data-price-variant-id')).toBe('304');
    expect(price('Kestrel').getAttribute('data-price-product-id')).toBe('50');
    expect(price('Kestrel').hasAttribute('data-price-variant-id')).toBe(false);
  });
});
