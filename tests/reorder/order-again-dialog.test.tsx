// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderAgainDialog } from '@/components/reorder/order-again-dialog';
import { reorderIntoCart } from '@/lib/cart/cart-commands.browser';
import { emptySaleOrder } from '@/lib/order/empty-sale-order';
import { orderAgainAction } from '@/lib/reorder/reorder-actions';
import type { ReorderLine } from '@/lib/reorder/types';
import en from '@/messages/en.json';

// The dialog as a buyer uses it: every product in at first, a quantity changed and a product
// left out, and the answer per product. The server action and the cart's frame are stand-ins.
vi.mock('@/lib/reorder/reorder-actions', () => ({
  orderAgainAction: vi.fn(),
  orderAgainLinesAction: vi.fn(),
}));
vi.mock('@/lib/cart/cart-commands.browser', () => ({ reorderIntoCart: vi.fn() }));

const t = en.OrderAgain;

const lines: ReorderLine[] = [
  {
    productId: 11,
    templateId: 1,
    name: 'Desk Chair',
    variant: 'Color: Black',
    sku: 'CH-1',
    quantity: 2,
  },
  { productId: 12, templateId: 2, name: 'Monitor Arm', variant: '', sku: 'MA-1', quantity: 1 },
  { productId: 13, templateId: 3, name: 'Paper A4', variant: '', sku: 'PA-4', quantity: 10 },
];

beforeAll(() => {
  // jsdom lays nothing out: nothing to scroll into view.
  Element.prototype.scrollIntoView = () => undefined;
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    // As a browser does: the close event comes in a task of its own.
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderDialog() {
  render(
    <OrderAgainDialog
      onClose={() => undefined}
      orderId={77}
      orderName="S00077"
      loaded={{ lines }}
      labels={t}
      locale="en"
    />,
  );
  return screen.getByRole('dialog', { name: 'Order S00077 again' });
}

describe('<OrderAgainDialog>', () => {
  it('sends exactly the products left in, in the quantities typed', async () => {
    vi.mocked(reorderIntoCart).mockImplementation(async (call) => {
      await call();
      return {
        ok: true,
        data: {
          cart: emptySaleOrder(),
          lines: [
            {
              productId: 11,
              status: 'priceChanged',
              was: { amount: 99, currency: 'EUR' },
              now: { amount: 104.5, currency: 'EUR' },
            },
            { productId: 13, status: 'outOfStock' },
          ],
        },
      };
    });
    const dialog = renderDialog();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Monitor Arm/ }));
    fireEvent.change(
      within(dialog).getByRole('spinbutton', { name: 'Quantity of Desk Chair (Color: Black)' }),
      { target: { value: '5' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));

    await waitFor(() =>
      expect(orderAgainAction).toHaveBeenCalledWith({
        orderId: 77,
        lines: [
          { productId: 11, quantity: 5 },
          { productId: 13, quantity: 10 },
        ],
      }),
    );
    const answer = within(dialog).getByTestId('reorder-answer');
    await waitFor(() =>
      expect(answer.textContent).toContain('Added to your cart: 1 of 2 products.'),
    );
    const outcomes = within(answer)
      .getAllByRole('listitem')
      .map((item) => [item.dataset.status, item.textContent]);
    expect(outcomes).toEqual([
      [
        'priceChanged',
        "Desk Chair (Color: Black): Added at today's price: €104.50 per unit instead of €99.00",
      ],
      ['outOfStock', `Paper A4: ${t.outOfStock}`],
    ]);
    expect(within(answer).getByRole('link', { name: t.goToCart }).getAttribute('href')).toBe(
      '/en/cart',
    );
  });

  it('sends nothing when every product is left out, and says why', async () => {
    const dialog = renderDialog();
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(t.noneChosen));
    expect(reorderIntoCart).not.toHaveBeenCalled();
  });

  it('shows the refusal of an order that is not the customer’s', () => {
    render(
      <OrderAgainDialog
        onClose={() => undefined}
        orderId={5}
        orderName="S00005"
        loaded={{ error: t.orderNotFound }}
        labels={t}
        locale="en"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(t.orderNotFound);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
