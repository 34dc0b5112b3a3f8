// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickOrder } from '@/components/cart/quick-order';
import { ShellLabelsProvider } from '@/components/layout/shell-labels-provider';
import { pickShellLabels } from '@/lib/i18n/shell-labels';
import en from '@/messages/en.json';

// Nothing is sent here: the field and its list of unreadable lines, as a buyer fills them.
vi.mock('@/lib/cart/cart-commands.browser', () => ({ quickOrder: vi.fn() }));

afterEach(cleanup);

describe('<QuickOrder> with a CSV file', () => {
  it('adds the rows of a file with the documented header below typed lines, none unreadable', async () => {
    render(
      <ShellLabelsProvider locale="en" labels={pickShellLabels(en)}>
        <QuickOrder labels={en.CartPage} />
      </ShellLabelsProvider>,
    );
    const field = screen.getByLabelText(en.CartPage.quickOrderLabel) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'SKU-00001 2' } });
    const file = new File(['sku,quantity\nSKU-00002,3\n'], 'order.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(en.CartPage.csvLabel), { target: { files: [file] } });
    await waitFor(() => expect(field.value).toBe('SKU-00001 2\nSKU-00002,3'));
    expect(screen.queryByTestId('quick-order-invalid')).toBeNull();
  });
});
