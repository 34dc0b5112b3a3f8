// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariantView } from '@/components/product/product-labels';
import {
  useVariantChoice,
  useVariantStatus,
  useVariantView,
  VariantProvider,
} from '@/components/product/variant-context';
import type { ProductAttribute, RealProduct } from '@/lib/catalog/types';
import { VARIANT_PENDING_ATTRIBUTE } from '@/lib/pricing/prices-pending';

// One product, one attribute (Memory: 16 GB = value 1, variant 7; 32 GB = value 2, variant 8).
const memory: ProductAttribute = {
  id: 5,
  name: 'Memory',
  displayType: 'radio',
  options: [
    { id: 1, name: '16 GB', htmlColor: null, token: '5-1', priceExtra: 0 },
    { id: 2, name: '32 GB', htmlColor: null, token: '5-2', priceExtra: 200 },
  ],
};
const variants = [
  { id: 7, valueIds: [1], stock: 3, inStock: true },
  { id: 8, valueIds: [2], stock: 1, inStock: true },
];
const sixteen: VariantView = {
  variantId: 7,
  name: 'Kestrel',
  sku: 'K-16',
  image: null,
  imageName: 'image',
  regularPrice: 600,
  price: 600,
  hasDiscount: false,
  isPositivePrice: true,
  stock: 3,
  inStock: true,
};
const thirtyTwo: RealProduct = {
  productId: 8,
  templateId: 3,
  isInWishlist: false,
  name: 'Kestrel',
  sku: 'K-32',
  image: null,
  imageName: 'image',
  price: { regular: 800, special: 800, hasDiscount: false },
  isPositivePrice: true,
  isPossible: true,
};

// Counts the renders of what shows the variant (the gallery, the sticky bar).
const viewRenders = vi.fn();
function ShownPrice() {
  const { view } = useVariantView();
  return <p data-testid="shown">{view.price}</p>;
}
function Choice() {
  const { choose } = useVariantChoice();
  const status = useVariantStatus();
  return (
    <button type="button" data-status={status} onClick={() => choose(memory.id, 2)}>
      32 GB
    </button>
  );
}

function renderProduct() {
  return render(
    <VariantProvider
      locale="en"
      templateId={3}
      attributes={[memory]}
      variants={variants}
      initialView={sixteen}
      initialValueIds={[1]}
    >
      <Profiler id="view" onRender={viewRenders}>
        <ShownPrice />
      </Profiler>
      <Choice />
    </VariantProvider>,
  );
}

let answer: (value: Response) => void = () => {};
beforeEach(() => {
  viewRenders.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute(VARIANT_PENDING_ATTRIBUTE);
});

const variantAnswer = () => new Response(JSON.stringify({ variant: thirtyTwo }));

describe('VariantProvider', () => {
  it('keeps what shows the variant out of the choice’s render until the variant arrives', async () => {
    renderProduct();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
    const before = viewRenders.mock.calls.length;
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button').dataset.status).toBe('loading'));
    expect(viewRenders).toHaveBeenCalledTimes(before);
    await act(async () => answer(variantAnswer()));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('800'));
    expect(screen.getByRole('button').dataset.status).toBe('idle');
  });

  it('shows the variant of a ?variant= link only once it is on the page', async () => {
    window.history.replaceState(null, '', '/product/kestrel-3?variant=8');
    document.documentElement.setAttribute(VARIANT_PENDING_ATTRIBUTE, '');
    renderProduct();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(document.documentElement.hasAttribute(VARIANT_PENDING_ATTRIBUTE)).toBe(true);
    await act(async () => answer(variantAnswer()));
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(VARIANT_PENDING_ATTRIBUTE)).toBe(false),
    );
    expect(screen.getByTestId('shown').textContent).toBe('800');
  });

  it('shows the page’s own variant at once when the link names no other', async () => {
    window.history.replaceState(null, '', '/product/kestrel-3?variant=7');
    document.documentElement.setAttribute(VARIANT_PENDING_ATTRIBUTE, '');
    renderProduct();
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(VARIANT_PENDING_ATTRIBUTE)).toBe(false),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
