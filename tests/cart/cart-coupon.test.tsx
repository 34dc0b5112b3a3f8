// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartCoupon } from '@/components/cart/cart-coupon';
import type { CouponOutcome } from '@/lib/cart/cart-commands.browser';
import en from '@/messages/en.json';

const sent = vi.hoisted(() => ({
  codes: [] as string[],
  answers: [] as ((outcome: CouponOutcome) => void)[],
}));
vi.mock('@/lib/cart/cart-commands.browser', () => ({
  applyCoupon: (promo: string) => {
    sent.codes.push(promo);
    return new Promise<CouponOutcome>((resolve) => sent.answers.push(resolve));
  },
  removeCoupon: vi.fn(),
}));

afterEach(cleanup);

describe('<CartCoupon>', () => {
  it('applies a code sent while the last one is still with Odoo, after it, and shows its answer', async () => {
    render(<CartCoupon labels={en.CartPage} onOrder={false} />);
    const field = screen.getByLabelText(en.CartPage.couponLabel);
    fireEvent.change(field, { target: { value: 'BOGUS' } });
    fireEvent.submit(field);
    // Corrected and sent (Enter) before Odoo answered the first one.
    fireEvent.change(field, { target: { value: 'WELCOME10' } });
    fireEvent.submit(field);
    expect(sent.codes).toEqual(['BOGUS']);

    await act(async () =>
      sent.answers[0]!({ applied: false, error: 'The code BOGUS is not valid.' }),
    );
    expect(sent.codes).toEqual(['BOGUS', 'WELCOME10']);
    await act(async () => sent.answers[1]!({ applied: true }));
    expect(screen.getByRole('status').textContent).toBe(
      en.CartPage.couponApplied.replace('{code}', 'WELCOME10'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('WELCOME10');
  });
});
