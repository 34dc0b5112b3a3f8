import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAddItem, cartClear, cartLoad } from '@/lib/cart/cart.server';
import { ODOO_SESSION_COOKIE, ADYEN_TX_COOKIE } from '@/lib/shop/cookie-names';
import { adyenDetailsAction, adyenPayAction, adyenSetupAction } from '@/lib/payment/adyen-actions';
import { resolveAdyenReturn } from '@/lib/payment/adyen-return.server';
import { resolvePaymentReturn } from '@/lib/payment/payment-return.server';
import type { AdyenPaymentResult, AdyenSetup } from '@/lib/order/payment-types';
import { startShopperSession } from '@/lib/shopper/user-session.server';
import { logInUser } from '@/lib/user/user.server';
import en from '@/messages/en.json';
import {
  mockOdooPerFile,
  sellableVariants,
  switchToSession,
  type SellableVariant,
} from '@/tests/support/mock-odoo-shopper';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { actionData } from '@/tests/support/action-data';
import { submitEmulatorPage } from '@/tests/support/emulator-page';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// The Adyen actions against a real mock-odoo over HTTP: Odoo's adyen* mutations and its return
// route, mock-odoo's Adyen emulator (its Checkout API, 3-D Secure and bank pages), and Odoo's
// transactions in the database.

vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();
let variants: SellableVariant[];
const acquirers = new Map<string, number>();

beforeAll(async () => {
  variants = await sellableVariants(odoo(), 2);
  const { rows } = await odoo().db.query<{ id: number; name: string }>(
    'SELECT id, name FROM payment_acquirer',
  );
  for (const row of rows) acquirers.set(row.name, row.id);
});

beforeEach(() => {
  requestHeaders.set('x-next-intl-locale', 'en');
  openedBefore.clear();
});

function acquirer(name: string): number {
  const id = acquirers.get(name);
  if (id === undefined) throw new Error(`acquirer ${name} not seeded`);
  return id;
}

/** The URL of the action a payment answered with (3-D Secure page, bank). */
function actionUrl(result: AdyenPaymentResult): string {
  if (result.outcome !== 'action') throw new Error(`expected an action, got ${result.outcome}`);
  return String(result.action.url);
}

/** Transactions opened in this test (the consumer's cart may be an order earlier tests used). */
const openedBefore = new Map<number, number>();

/** A signed-in consumer whose cart holds one product; returns the cart's order id. */
async function shopperWithCart(): Promise<number> {
  const user = await logInUser('consumer@example.com', 'consumer123');
  await startShopperSession(user, { remember: false });
  await cartClear();
  const cart = await cartAddItem(variants[0]!.id, 1);
  if (cart.id === null) throw new Error('no cart');
  if (!openedBefore.has(cart.id))
    openedBefore.set(cart.id, (await allTransactions(cart.id)).length);
  return cart.id;
}

async function allTransactions(orderId: number) {
  const { rows } = await odoo().db.query<{ reference: string; state: string; amount: number }>(
    'SELECT reference, state, amount FROM payment_transaction WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

async function transactions(orderId: number) {
  return (await allTransactions(orderId)).slice(openedBefore.get(orderId) ?? 0);
}

async function orderState(orderId: number): Promise<string | undefined> {
  const { rows } = await odoo().db.query<{ state: string }>(
    'SELECT state FROM sale_order WHERE id = $1',
    [orderId],
  );
  return rows[0]?.state;
}

const ADYEN = () => ({ acquirerId: acquirer('ADYEN') });
const setup = async () => actionData<AdyenSetup>(await adyenSetupAction(ADYEN()));

const CARD = (number: string) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
});
const BROWSER = { userAgent: 'vitest', acceptHeader: '*/*', language: 'en-US', colorDepth: 24 };

const pay = (paymentMethod: Record<string, unknown>, browserInfo: object = BROWSER) =>
  adyenPayAction({ ...ADYEN(), paymentMethod, browserInfo });

/** Loads an emulator page, posts `decision` and returns where the browser is sent back. */
async function decideAt(pageUrl: string, decision: string): Promise<URL> {
  const response = await submitEmulatorPage(pageUrl, { decision });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('who may set up an Adyen payment', () => {
  it('refuses signed-out shoppers before asking Odoo', async () => {
    const refused = { ok: false, error: en.ShopperActions.signInRequired };
    expect(await adyenSetupAction(ADYEN())).toEqual(refused);
    expect(await pay(CARD('4111111111111111'))).toEqual(refused);
    expect(await adyenDetailsAction({ ...ADYEN(), details: { details: {} } })).toEqual(refused);
  });

  it('refuses another acquirer than ADYEN, an unknown one and an empty cart', async () => {
    await shopperWithCart();
    const notAvailable = { ok: false, error: en.AdyenActions.notAvailable };
    expect(await adyenSetupAction({ acquirerId: acquirer('ADYEN_OG') })).toEqual(notAvailable);
    expect(await adyenSetupAction({ acquirerId: acquirer('MOLLIE') })).toEqual(notAvailable);
    expect(await adyenSetupAction({ acquirerId: 999_999 })).toEqual(notAvailable);
    expect(await adyenSetupAction({ acquirerId: '7' })).toEqual({
      ok: false,
      error: en.AdyenActions.invalidPaymentData,
    });
    await cartClear();
    expect(await adyenSetupAction(ADYEN())).toEqual({
      ok: false,
      error: en.AdyenActions.emptyCart,
    });
  });
});

describe('adyenSetupAction', () => {
  it("sets the Drop-in up with Odoo's key, methods and transaction amount", async () => {
    const orderId = await shopperWithCart();
    const cart = await cartLoad();
    const result = await setup();
    const [tx] = await transactions(orderId);
    expect(result).toEqual({
      clientKey: 'test_MOCKODOOCLIENTKEY',
      environment: 'test',
      countryCode: 'NL',
      amount: { value: Math.round(cart.totals.total * 100), currency: 'EUR' },
      paymentMethodsResponse: {
        paymentMethods: [
          expect.objectContaining({ type: 'scheme' }),
          expect.objectContaining({ type: 'ideal' }),
        ],
      },
      reference: tx?.reference,
    });
    expect(tx?.amount).toBe(cart.totals.total);
  });

  it('keeps the access token in a signed HttpOnly cookie, never in the answer', async () => {
    await shopperWithCart();
    const result = await setup();
    const { rows } = await odoo().db.query<{ access_token: string }>(
      'SELECT access_token FROM payment_transaction WHERE reference = $1',
      [result.reference],
    );
    const token = rows[0]!.access_token;
    expect(JSON.stringify(result)).not.toContain(token);
    const cookie = cookieJar.stored(ADYEN_TX_COOKIE);
    expect(cookie?.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('marks the cookie Secure behind https', async () => {
    requestHeaders.set('x-forwarded-proto', 'https');
    await shopperWithCart();
    await setup();
    expect(cookieJar.stored(ADYEN_TX_COOKIE)?.options).toMatchObject({ secure: true });
  });

  it('opens one transaction per cart state: again, together, or without the cookie', async () => {
    const orderId = await shopperWithCart();
    const first = await setup();
    const again = await setup();
    const together = await Promise.all([setup(), setup(), setup()]);
    // A request sent before the first answer came back carries no cookie yet.
    const session = cookieJar.get(ODOO_SESSION_COOKIE)?.value ?? null;
    const user = cookieJar.get('user')?.value ?? '';
    switchToSession(session);
    cookieJar.seed('user', user);
    const withoutCookie = await setup();
    for (const result of [again, ...together, withoutCookie]) {
      expect(result.reference).toBe(first.reference);
    }
    expect(await transactions(orderId)).toHaveLength(1);
  });

  it('opens a new transaction when the cart changed', async () => {
    const orderId = await shopperWithCart();
    const first = await setup();
    await cartAddItem(variants[1]!.id, 1);
    const second = await setup();
    expect(second.reference).not.toBe(first.reference);
    expect(second.amount.value).toBeGreaterThan(first.amount.value);
    expect((await transactions(orderId)).map((tx) => tx.reference)).toEqual([
      first.reference,
      second.reference,
    ]);
  });

  it('ignores a kept transaction of another session', async () => {
    await shopperWithCart();
    const first = await setup();
    const stolen = cookieJar.get(ADYEN_TX_COOKIE)?.value ?? '';
    cookieJar.clear();
    await shopperWithCart();
    cookieJar.seed(ADYEN_TX_COOKIE, stolen);
    expect((await setup()).reference).not.toBe(first.reference);
  });
});

describe('adyenPayAction', () => {
  it('authorises a card: the transaction is paid and spent', async () => {
    const orderId = await shopperWithCart();
    await setup();
    const result = actionData(await pay(CARD('4111111111111111')));
    expect(result).toEqual({ resultCode: 'Authorised', outcome: 'authorised' });
    expect((await transactions(orderId)).map((tx) => tx.state)).toEqual(['done']);
    expect(cookieJar.stored(ADYEN_TX_COOKIE)).toBeUndefined();
    // Odoo 15 confirms the order when it post-processes the payment (Adyen's webhook, its cron):
    // until then the paid order is still the session's cart. The return page the Drop-in sends
    // the shopper to has Odoo do it, and the cart starts over.
    expect(await orderState(orderId)).toBe('draft');
    expect((await cartLoad()).id).toBe(orderId);
    expect(await resolvePaymentReturn({})).toEqual({ kind: 'confirmed', orderId });
    expect(await orderState(orderId)).toBe('sale');
    expect((await cartLoad()).id).not.toBe(orderId);
  });

  it('refuses a card ending in 0002 with a text; the next setup opens a new transaction', async () => {
    const orderId = await shopperWithCart();
    const first = await setup();
    const result = actionData(await pay(CARD('4111111111110002')));
    expect(result).toEqual<AdyenPaymentResult>({
      resultCode: 'Refused',
      outcome: 'refused',
      refusalMessage: en.AdyenActions.refused,
    });
    expect(await orderState(orderId)).toBe('draft');
    const retry = await setup();
    expect(retry.reference).not.toBe(first.reference);
    expect(actionData(await pay(CARD('4111111111111111'))).outcome).toBe('authorised');
  });

  it.each([
    ['an amount in the payment method', { ...CARD('4111111111111111'), amount: { value: 1 } }, {}],
    ['a nested currency', { ...CARD('4111111111111111'), extra: { currency: 'JPY' } }, {}],
    ['a price in the browser data', CARD('4111111111111111'), { totalPrice: 1 }],
    ['a payment method without type', { encryptedCardNumber: 'test_4111111111111111' }, {}],
    ['a payment method that is not plain JSON', new Date(0), {}],
    ['oversized data', { type: 'scheme', blob: 'x'.repeat(17 * 1024) }, {}],
  ])('refuses %s and never asks Odoo to pay', async (_case, paymentMethod, browserInfo) => {
    const orderId = await shopperWithCart();
    await setup();
    expect(await adyenPayAction({ ...ADYEN(), paymentMethod, browserInfo })).toEqual({
      ok: false,
      error: en.AdyenActions.invalidPaymentData,
    });
    const [tx] = await transactions(orderId);
    expect(tx?.state).toBe('draft');
    expect(await orderState(orderId)).toBe('draft');
  });

  it('refuses an amount beside the state data', async () => {
    await shopperWithCart();
    await setup();
    const tampered = {
      ...ADYEN(),
      paymentMethod: CARD('4111111111111111'),
      browserInfo: BROWSER,
      amount: { value: 1, currency: 'EUR' },
    };
    expect(await adyenPayAction(tampered)).toEqual({
      ok: false,
      error: en.AdyenActions.invalidPaymentData,
    });
  });

  it('refuses to pay a cart another tab changed after the setup', async () => {
    const orderId = await shopperWithCart();
    const first = await setup();
    await cartAddItem(variants[1]!.id, 1);
    expect(await pay(CARD('4111111111111111'))).toEqual({
      ok: false,
      error: en.AdyenActions.cartChanged,
    });
    expect(
      (await transactions(orderId)).find((tx) => tx.reference === first.reference)?.state,
    ).toBe('draft');
    const second = await setup();
    expect(second.reference).not.toBe(first.reference);
  });

  it('needs a setup first', async () => {
    await shopperWithCart();
    expect(await pay(CARD('4111111111111111'))).toEqual({
      ok: false,
      error: en.AdyenActions.sessionExpired,
    });
  });

  it('answers a replayed payment of a paid transaction as paid, changing nothing', async () => {
    const orderId = await shopperWithCart();
    await setup();
    const kept = cookieJar.get(ADYEN_TX_COOKIE)?.value ?? '';
    actionData(await pay(CARD('4111111111111111')));
    cookieJar.seed(ADYEN_TX_COOKIE, kept);
    expect(actionData(await pay(CARD('4111111111111111')))).toEqual({
      resultCode: 'Authorised',
      outcome: 'authorised',
    });
    expect((await transactions(orderId)).map((tx) => tx.state)).toEqual(['done']);
  });
});

describe('3-D Secure in the page (adyenDetailsAction)', () => {
  it('passes the action on and settles with the details', async () => {
    const orderId = await shopperWithCart();
    await setup();
    const result = actionData(await pay(CARD('4917610000000001')));
    expect(result).toMatchObject({
      resultCode: 'RedirectShopper',
      outcome: 'action',
      action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme' },
    });
    expect(Object.keys(result).sort()).toEqual(['action', 'outcome', 'resultCode']);
    const back = await decideAt(actionUrl(result), 'authenticated');
    expect(back.pathname).toBe('/payment/adyen/return');
    const details = { details: { redirectResult: back.searchParams.get('redirectResult') } };
    expect(actionData(await adyenDetailsAction({ ...ADYEN(), details }))).toEqual({
      resultCode: 'Authorised',
      outcome: 'authorised',
    });
    expect((await transactions(orderId)).map((tx) => tx.state)).toEqual(['done']);
    // Paid, not yet post-processed: the return page has Odoo confirm the order.
    expect(await orderState(orderId)).toBe('draft');
    expect(await resolvePaymentReturn({})).toEqual({ kind: 'confirmed', orderId });
    expect(await orderState(orderId)).toBe('sale');
  });

  it('refuses details with an amount in them', async () => {
    await shopperWithCart();
    await setup();
    const details = { details: { redirectResult: 'x' }, amount: { value: 1 } };
    expect(await adyenDetailsAction({ ...ADYEN(), details })).toEqual({
      ok: false,
      error: en.AdyenActions.invalidPaymentData,
    });
  });
});

describe('iDEAL: the bank, Odoo’s return route, the shop’s return page', () => {
  async function toBank(decision: string) {
    const orderId = await shopperWithCart();
    await setup();
    const result = actionData(await pay({ type: 'ideal', checkoutAttemptId: 'attempt-1' }, {}));
    expect(result).toMatchObject({
      resultCode: 'RedirectShopper',
      outcome: 'action',
      action: { type: 'redirect', method: 'GET', paymentMethodType: 'ideal' },
    });
    const bank = actionUrl(result);
    expect(new URL(bank).pathname).toBe('/adyen/bank');
    // Adyen sends the shopper back to Odoo's own route, with its opaque result.
    const back = await decideAt(bank, decision);
    expect(back.pathname).toBe('/payment/adyen/return');
    return { orderId, back };
  }

  /** The browser at Odoo's return route: where Odoo sends it on. */
  async function throughOdoo(back: URL): Promise<string | null> {
    const response = await fetch(back, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return response.headers.get('location');
  }

  it('confirms an authorised payment once, however often the return is replayed', async () => {
    const { orderId, back } = await toBank('authorised');
    expect(await orderState(orderId)).toBe('draft');
    const shopPage = await throughOdoo(back);
    expect(shopPage).toBe('http://localhost:3000/en/payment-details');
    expect(await orderState(orderId)).toBe('sale');
    // The shop's return page reads what Odoo now knows: no result of its own to look up, and
    // the language from the payment this browser kept (Odoo's return page may have none).
    expect(await resolvePaymentReturn({})).toEqual({ kind: 'confirmed', orderId, locale: 'en' });
    const before = await transactions(orderId);
    expect(await throughOdoo(back)).toBe(shopPage);
    expect(await transactions(orderId)).toEqual(before);
    expect(before.map((tx) => tx.state)).toEqual(['done']);
  });

  it.each([
    ['refused', 'refused'],
    ['cancelled', 'cancelled'],
  ])('leaves the cart open when the bank says %s', async (decision, reason) => {
    const { orderId, back } = await toBank(decision);
    expect(await throughOdoo(back)).toBe('http://localhost:3000/en/payment-details');
    expect(await resolvePaymentReturn({})).toEqual({ kind: 'retry', reason, locale: 'en' });
    expect(await orderState(orderId)).toBe('draft');
    expect((await cartLoad()).id).toBe(orderId);
    // Paying again opens a new transaction for the same cart.
    const retry = await setup();
    expect((await transactions(orderId)).at(-1)?.reference).toBe(retry.reference);
  });

  it('settles a result the shop is handed itself, once (resolveAdyenReturn)', async () => {
    const { orderId, back } = await toBank('authorised');
    const outcome = await resolveAdyenReturn(back.searchParams);
    // With the language the shopper paid in: Odoo's return URL may have none.
    expect(outcome).toEqual({ kind: 'authorised', orderId, locale: 'en' });
    const before = await transactions(orderId);
    const replays = await Promise.all([
      resolveAdyenReturn(back.searchParams),
      resolveAdyenReturn({ redirectResult: back.searchParams.get('redirectResult') ?? '' }),
    ]);
    expect(replays).toEqual([outcome, outcome]);
    expect(await transactions(orderId)).toEqual(before);
    expect(before.map((tx) => tx.state)).toEqual(['done']);
  });

  it('cannot be talked into a result: a forged one fails, the order stays open', async () => {
    const { orderId } = await toBank('authorised');
    expect(await resolveAdyenReturn({ redirectResult: 'authorised.forged' })).toEqual({
      kind: 'failed',
      message: en.AdyenActions.notConfirmed,
    });
    expect(await orderState(orderId)).toBe('draft');
  });

  it('has nothing to look up without a result, a signed-in shopper or the kept transaction', async () => {
    const { orderId, back } = await toBank('authorised');
    expect(await resolveAdyenReturn({})).toEqual({ kind: 'missing' });
    expect(await resolveAdyenReturn({ redirectResult: ['', 'x'] })).toEqual({ kind: 'missing' });
    // Signed out (the user cookie is gone), the kept transaction still there.
    const session = cookieJar.get(ODOO_SESSION_COOKIE)?.value ?? null;
    const kept = cookieJar.get(ADYEN_TX_COOKIE)?.value ?? '';
    switchToSession(session);
    cookieJar.seed(ADYEN_TX_COOKIE, kept);
    expect(await resolveAdyenReturn(back.searchParams)).toEqual({ kind: 'missing' });
    // Another browser (another Odoo session) of the same customer, with the cookie copied over.
    cookieJar.clear();
    await startShopperSession(await logInUser('consumer@example.com', 'consumer123'), {
      remember: false,
    });
    cookieJar.seed(ADYEN_TX_COOKIE, kept);
    expect(await resolveAdyenReturn(back.searchParams)).toEqual({ kind: 'missing' });
    expect(await orderState(orderId)).toBe('draft');
  });
});
