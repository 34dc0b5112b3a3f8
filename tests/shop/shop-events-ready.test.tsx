// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '@/components/catalog/card-actions';
import { ADD_TO_CART_EVENT } from '@/lib/shop/shop-events.browser';
import { markShopEventsReady } from '@/lib/shop/shop-events-ready.browser';

afterEach(cleanup);

describe('add to cart before the page listens', () => {
  it('is disabled until the shop listens for it, so a press on a loading page is never lost', () => {
    const heard = vi.fn();
    window.addEventListener(ADD_TO_CART_EVENT, heard);
    render(<AddToCartButton productId={7} label="Add Desk to cart" text="Add" />);
    const button = screen.getByRole('button', { name: 'Add Desk to cart' });
    expect(button).toHaveProperty('disabled', true);

    act(() => markShopEventsReady());
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(heard).toHaveBeenCalledOnce();
    window.removeEventListener(ADD_TO_CART_EVENT, heard);
  });
});
