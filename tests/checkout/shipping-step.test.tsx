// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, refresh: vi.fn() }),
  useParams: () => ({ locale: 'en' }),
}));
const selectShippingAddressAction = vi.hoisted(() => vi.fn());
vi.mock('@/lib/checkout/checkout-actions', () => ({
  selectShippingAddressAction,
  setDeliveryMethodAction: vi.fn(),
}));
// The form for a new address stands in as its first field.
vi.mock('@/components/checkout/new-order-address', () => ({
  NewOrderAddress: () => (
    <div>
      <input aria-label="New address: contact" />
    </div>
  ),
}));

import { ShippingStep, type ShippingStepProps } from '@/components/checkout/shipping-step';
import { ShellLabelsProvider } from '@/components/layout/shell-labels-provider';
import { pickShellLabels } from '@/lib/i18n/shell-labels';
import en from '@/messages/en.json';
import { address } from './support/address';

function renderStep(props: Partial<ShippingStepProps>) {
  return render(
    <ShellLabelsProvider locale="en" labels={pickShellLabels(en)}>
      <ShippingStep
        locale="en"
        addresses={[]}
        selectedAddressId={null}
        methods={[{ id: 3, name: 'Standard', price: 0, image: null, imageName: 'x' }]}
        selectedMethodId={3}
        currency="EUR"
        countries={[]}
        preferredCountryId={undefined}
        promises={[]}
        labels={en.Checkout}
        addressLabels={en.AddressBook}
        {...props}
      />
    </ShellLabelsProvider>,
  );
}

beforeEach(() => {
  push.mockReset();
  selectShippingAddressAction.mockReset();
  selectShippingAddressAction.mockResolvedValue({ ok: true, data: null });
});
afterEach(cleanup);

describe('<ShippingStep> for a returning customer', () => {
  it('puts their only address on the order', async () => {
    renderStep({ addresses: [address(41, 'Damrak 1')] });
    await waitFor(() => expect(selectShippingAddressAction).toHaveBeenCalledWith({ id: 41 }));
    expect(screen.getByRole('radio', { name: /Damrak 1/ })).toHaveProperty('checked', true);
  });

  it('says which address is missing instead of a button that does nothing', () => {
    renderStep({ addresses: [address(41, 'Damrak 1'), address(42, 'Rokin 2')] });
    expect(selectShippingAddressAction).not.toHaveBeenCalled();
    const next = screen.getByRole('button', { name: en.Checkout.continueToBilling });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    expect(screen.getByRole('alert').textContent).toBe(en.Checkout.chooseShippingAddress);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Damrak 1/ }));
    expect(push).not.toHaveBeenCalled();
  });

  it('sends a customer without an address to the new address form', () => {
    renderStep({ addresses: [] });
    fireEvent.click(screen.getByRole('button', { name: en.Checkout.continueToBilling }));
    expect(screen.getByRole('alert').textContent).toBe(en.Checkout.chooseShippingAddress);
    expect(document.activeElement).toBe(screen.getByLabelText('New address: contact'));
  });
});
