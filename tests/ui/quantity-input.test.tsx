// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from '@/components/ui/quantity-input';
import en from '@/messages/en.json';

afterEach(cleanup);

function renderField(quantity = 2) {
  const onQuantity = vi.fn();
  render(
    <QuantityInput
      label="Quantity"
      quantity={quantity}
      onQuantity={onQuantity}
      refusedText={en.CartSidebar.quantityRefused}
    />,
  );
  return {
    field: screen.getByLabelText('Quantity'),
    status: screen.getByRole('status'),
    onQuantity,
  };
}

describe('QuantityInput', () => {
  it.each(['0', '100000', '2.5', ''])(
    'says why %j is not sent and puts the last valid back on blur',
    (typed) => {
      const { field, status, onQuantity } = renderField(2);
      fireEvent.change(field, { target: { value: typed } });
      expect(onQuantity).toHaveBeenLastCalledWith(null);
      expect(field).toHaveProperty('value', typed);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(status.textContent).toBe(
        'Choose a whole number from 1 to 99999; not sent, the quantity stays 2.',
      );
      expect(field.getAttribute('aria-describedby')).toBe(status.id);

      fireEvent.blur(field);
      expect(field).toHaveProperty('value', '2');
      expect(field.getAttribute('aria-invalid')).toBeNull();
      // The reason stays readable after the value went back.
      expect(status.textContent).not.toBe('');
    },
  );

  it('passes a valid quantity on and clears the reason', () => {
    const { field, status, onQuantity } = renderField(2);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.change(field, { target: { value: '7' } });
    expect(onQuantity).toHaveBeenLastCalledWith(7);
    expect(status.textContent).toBe('');
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });
});
