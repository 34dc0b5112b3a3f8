import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logInRoute, newPasswordRoute, registerRoute } from '@/lib/auth/auth-routes.server';
import { applyCouponAction, cartAddItemAction, quickOrderAction } from '@/lib/cart/cart-actions';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { wishlistAddItemAction } from '@/lib/wishlist/wishlist-actions';
import { requestHeaders } from '@/tests/support/fake-next-headers';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Mass assignment: a field the form does not have (a price, a partner) is refused by name, never
// silently dropped, and Odoo is not asked.

beforeEach(() => {
  resetRateLimits();
  requestHeaders.set('host', 'localhost:3000');
});

describe('server actions', () => {
  it('refuse unknown keys at any depth with a clear message, before Odoo is asked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await cartAddItemAction({ productId: 1, quantity: 1, price: 0 })).toEqual({
      ok: false,
      error: 'This request contains fields this form does not have: price.',
    });
    expect(await applyCouponAction({ promo: 'WELCOME10', discount: 100 })).toEqual({
      ok: false,
      error: 'This request contains fields this form does not have: discount.',
    });
    expect(
      await quickOrderAction({ lines: [{ sku: 'SKU-1', quantity: 1, productId: 7 }] }),
    ).toEqual({
      ok: false,
      error: 'This request contains fields this form does not have: productId.',
    });
    expect(await wishlistAddItemAction({ productId: 1, partnerId: 3 })).toEqual({
      ok: false,
      error: 'This request contains fields this form does not have: partnerId.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('JSON endpoints', () => {
  const post = (body: unknown) =>
    logInRoute(
      new Request('http://localhost:3000/api/session', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('refuse unknown keys in the input and in the envelope with 400', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const input = { email: 'consumer@example.com', password: 'consumer123', remember: false };
    const extraInput = await post({ locale: 'en', input: { ...input, isAdmin: true } });
    expect(extraInput.status).toBe(400);
    expect(await extraInput.json()).toEqual({
      ok: false,
      error: 'This request contains fields this form does not have: isAdmin.',
    });
    const extraEnvelope = await post({ locale: 'en', input, uid: 1 });
    expect(extraEnvelope.status).toBe(400);
    expect(await extraEnvelope.json()).toEqual({
      ok: false,
      error: 'This request contains fields this form does not have: uid.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answer malformed JSON with 400 on every endpoint, also those with refinements', async () => {
    for (const route of [logInRoute, registerRoute, newPasswordRoute]) {
      const response = await route(
        new Request('http://localhost:3000/api/x', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
          body: '{"locale": "en", "input": {',
        }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: 'This request is not valid.' });
    }
  });
});
