// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartTotals } from '@/components/cart/cart-totals';
import type { CartPageLabels } from '@/components/cart/cart-page-labels';
import en from '@/messages/en.json';

afterEach(cleanup);

const totals = {
  total: 121,
  subtotal: 121,
  products: 100,
  discount: 0,
  delivery: 0,
  tax: 21,
  untaxed: 100,
};
const labels: CartPageLabels = en.CartPage;

describe('<CartTotals>', () => {
  it("shows the amounts in the order's currency", () => {
    render(<CartTotals totals={totals} locale="en" currency="USD" labels={labels} busy={false} />);
    expect(screen.getByTestId('cart-page-total').textContent).toBe('US$121.00');
    expect(screen.getByTestId('cart-products').textContent).toBe('US$100.00');
  });

  it('falls back to euros when Odoo named no currency', () => {
    render(<CartTotals totals={totals} locale="nl" currency={null} labels={labels} busy={false} />);
    expect(screen.getByTestId('cart-page-total').textContent).toBe('€\u00a0121,00');
  });
});
