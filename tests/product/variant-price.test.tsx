// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VariantView } from '@/components/product/product-labels';
import { VariantProvider } from '@/components/product/variant-context';
import { VariantPrice } from '@/components/product/variant-price';
import { PRICE_PRODUCT_ATTRIBUTE, PRICE_VARIANT_ATTRIBUTE } from '@/lib/pricing/price-attributes';

afterEach(cleanup);

const labels = { price: 'Price', listPrice: 'List price', exclVat: 'excl. VAT' };

function view(overrides: Partial<VariantView>): VariantView {
  return {
    variantId: 7,
    name: 'Kestrel',
    sku: null,
    image: null,
    imageName: 'image',
    regularPrice: 12,
    price: 12,
    hasDiscount: false,
    isPositivePrice: true,
    stock: 3,
    inStock: true,
    ...overrides,
  };
}

function renderPrice(initialView: VariantView) {
  return render(
    <VariantProvider
      locale="en"
      templateId={3}
      attributes={[]}
      variants={[]}
      initialView={initialView}
      initialValueIds={[]}
    >
      <VariantPrice locale="en" labels={labels} compact />
    </VariantProvider>,
  );
}

describe('<VariantPrice>', () => {
  it("shows the chosen variant's price, ready to be swapped for the shopper's own", () => {
    renderPrice(view({}));
    const price = screen.getByTestId('product-price');
    expect(price.textContent).toBe('€12.00');
    expect(price.getAttribute(PRICE_PRODUCT_ATTRIBUTE)).toBe('3');
    expect(price.getAttribute(PRICE_VARIANT_ATTRIBUTE)).toBe('7');
  });

  it('shows no price for a variant sold on quotation only', () => {
    renderPrice(view({ isPositivePrice: false, price: 0, regularPrice: 0 }));
    expect(screen.queryByTestId('product-price')).toBeNull();
  });
});
