import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as compareGet } from '@/app/api/compare/route';
import { logInRoute } from '@/lib/auth/auth-routes.server';
import { applyCouponAction, cartAddItemAction, cartLoadAction } from '@/lib/cart/cart-actions';
import { OdooError } from '@/lib/odoo/odoo-error';
import { isShopperFacingMessage } from '@/lib/odoo/shopper-facing-message';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { mockOdooPerFile, sellableVariants } from '../cart/support/mock-odoo-shopper';

vi.mock(
  'next-intl/server',
  async () => (await import('../cart/support/fake-translations')).fakeNextIntlServer,
);

vi.setConfig({ testTimeout: 30_000 });

// The probe found Odoo's server errors, PostgreSQL's and GraphQL's own texts in front of shoppers.
// They get the shop's translated text; the detail goes to the server log.

const { odoo } = mockOdooPerFile();
const UNEXPECTED = 'Something went wrong. Please try again.';

async function injectFailures(operations: string[]): Promise<void> {
  await fetch(`${odoo().url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failOperations: operations }),
  });
}

beforeEach(() => resetRateLimits());
afterEach(() => injectFailures([]));

describe('which of Odoo’s texts shoppers may read', () => {
  it.each([
    'Wrong email or password.',
    'Product does not exist',
    'Onjuist e-mailadres of wachtwoord.',
    'Недостаточно товара на складе.',
    'You can not delete the primary address.',
  ])('passes a refusal: %s', (message) => {
    expect(isShopperFacingMessage(message)).toBe(true);
  });

  it.each([
    'Odoo Server Error: injected failure (cartLoad)',
    'invalid byte sequence for encoding "UTF8": 0x00',
    'A string literal cannot contain NUL (0x00) characters.',
    'Variable "$productId" got invalid value 3000000000; Int cannot represent non 32-bit signed integer value: 3000000000',
    'Cannot query field "brand" on type "Product".',
    'duplicate key value violates unique constraint "res_users_login_key"',
    'Traceback (most recent call last):\n  File "odoo/http.py", line 1',
    "KeyError: 'website_id'",
    'x'.repeat(301),
  ])('holds back a server text: %s', (message) => {
    expect(isShopperFacingMessage(message)).toBe(false);
  });

  it('gives no shopper message for HTTP errors, network failures or mixed answers', () => {
    const http = new OdooError({ kind: 'http', status: 400, messages: ['Syntax Error: x'] });
    const network = new OdooError({ kind: 'network', messages: [] });
    const mixed = new OdooError({
      kind: 'graphql',
      messages: ['Product does not exist', 'Odoo Server Error: boom'],
    });
    const refusal = new OdooError({ kind: 'graphql', messages: ['Wrong email or password.'] });
    expect([http, network, mixed].map((error) => error.shopperMessage)).toEqual([null, null, null]);
    expect(refusal.shopperMessage).toBe('Wrong email or password.');
  });
});

describe('server actions and routes', () => {
  it('answer an Odoo server error on the cart with the translated text and log the detail', async () => {
    const [product] = await sellableVariants(odoo(), 1);
    if (!product) throw new Error('no product');
    await cartAddItemAction({ productId: product.id, quantity: 1 });
    await injectFailures(['cartLoad']);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await cartLoadAction()).toEqual({ ok: false, error: UNEXPECTED });
    expect(JSON.stringify(log.mock.calls)).toContain('injected failure (cartLoad)');
  });

  it('answer a failed sign-in with the translated text, but keep Odoo’s refusal', async () => {
    const call = (password: string) =>
      logInRoute(
        new Request('http://localhost:3000/api/session', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
          body: JSON.stringify({
            locale: 'en',
            input: { email: 'consumer@example.com', password, remember: false },
          }),
        }),
      );
    const refused = await call('wrong-password');
    expect(await refused.json()).toEqual({ ok: false, error: 'Wrong email or password.' });
    await injectFailures(['logInUser', 'login']);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await call('consumer123');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ ok: false, error: UNEXPECTED });
  });

  it('refuse a NUL byte in a coupon before Odoo is asked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await applyCouponAction({ promo: 'WELCOME\u000010' });
    expect(result).toEqual({ ok: false, error: 'Enter a coupon code of at most 64 characters.' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuse ids beyond Odoo’s Int before Odoo is asked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await compareGet(
      new Request('http://localhost:3000/api/compare?ids=1,3000000000'),
    );
    expect(response.status).toBe(400);
    expect(await cartAddItemAction({ productId: 2 ** 31, quantity: 1 })).toEqual({
      ok: false,
      error: 'This request is not valid.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
