import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as compareGet } from '@/app/api/compare/route';
import { logInRoute } from '@/lib/auth/auth-routes.server';
import { applyCouponAction, cartAddItemAction, cartLoadAction } from '@/lib/cart/cart-actions';
import { OdooError } from '@/lib/odoo/odoo-error.server';
import { KNOWN_ODOO_MESSAGES, knownOdooMessage } from '@/lib/odoo/shopper-facing-message.server';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

vi.setConfig({ testTimeout: 30_000 });

// The probe found Odoo's server errors, PostgreSQL's and GraphQL's own texts in front of shoppers.
// They get the shop's translated text; the detail goes to the server log.

const { odoo } = mockOdooPerFile();
const UNEXPECTED = 'Something went wrong. Please try again.';

async function injectFailures(operations: string[], failMessage = ''): Promise<void> {
  await fetch(`${odoo().url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failOperations: operations, failMessage }),
  });
}

beforeEach(() => resetRateLimits());
afterEach(() => injectFailures([]));

// What a probe injected, and what a real Odoo, its database and the hosts around it say when they
// fail: internal addresses and host names, Python exceptions, file paths, PostgreSQL, user ids.
const INTERNAL_TEXTS = [
  'Odoo Server Error: injected failure (cartLoad)',
  'could not connect to server: Connection refused\n\tIs the server running on host "10.0.3.17" and accepting TCP/IP connections on port 5432?',
  'connection to server at "odoo-db.internal" (172.18.0.4), port 5432 failed: timeout expired',
  'FATAL:  remaining connection slots are reserved for non-replication superuser connections',
  'could not obtain lock on row in relation "sale_order"',
  'deadlock detected DETAIL: Process 2231 waits for ShareLock on transaction 88213',
  'File "/opt/odoo/addons/graphql_vuestorefront/schemas/shop.py", line 212, in resolve_cart',
  "'NoneType' object has no attribute 'partner_id'",
  'Expected singleton: res.partner(3, 7)',
  'Record does not exist or has been deleted. (Record: sale.order(99,), User: 4)',
  "You are not allowed to access 'Sales Order' (sale.order) records. User: 4",
  "HTTPConnectionPool(host='odoo-worker-2.svc.cluster.local', port=8069): Max retries exceeded",
  'Error 111 connecting to 10.0.0.12:6379. Connection refused.',
  'duplicate key value violates unique constraint "res_users_login_key"',
  'Variable "$productId" got invalid value 3000000000; Int cannot represent non 32-bit signed integer value: 3000000000',
  // A known refusal with something appended is not the known refusal.
  'Wrong email or password. (login odoo@10.0.0.5 failed)',
];

/** Words of an injected text that must not reach a shopper (addresses, names, ids, paths). */
const fragments = (text: string) => text.split(/[\s"'(),:]+/).filter((word) => word.length >= 4);

describe('which of Odoo’s texts shoppers may read', () => {
  it.each([
    ['Wrong email or password.', 'wrongLogin'],
    ['Verkeerd e-mailadres of wachtwoord.', 'wrongLogin'],
    ['Неверный пароль.', 'incorrectPassword'],
    [" You can't delete the primary address. ", 'cantDeletePrimaryAddress'],
    ['Payment Transaction does not exist.', 'transactionDoesNotExist'],
    ['Product does not exist', 'productDoesNotExist'],
    ["Signup token 'Ab3-x9' is not valid", 'couldNotChange'],
    ['Registrierungstoken „Ab3“ ist nicht mehr gültig', 'couldNotChange'],
  ])('knows a documented refusal: %s', (message, key) => {
    expect(knownOdooMessage(message)).toBe(key);
  });

  it.each(INTERNAL_TEXTS)('knows no server text: %s', (message) => {
    expect(knownOdooMessage(message)).toBeNull();
  });

  it('takes a template’s value as one word only', () => {
    expect(knownOdooMessage("Signup token 'a' is not valid' OR secret leaked")).toBeNull();
    expect(knownOdooMessage("Signup token 'a b' is not valid")).toBeNull();
  });

  it('has a translation of every known refusal in every language', () => {
    for (const catalogue of [nl, en, de, ru]) {
      expect(Object.keys(catalogue.OdooMessages).sort()).toEqual(
        Object.keys(KNOWN_ODOO_MESSAGES).sort(),
      );
    }
  });

  it('gives no refusal for HTTP errors, network failures or mixed answers', () => {
    const http = new OdooError({ kind: 'http', status: 400, messages: ['Invalid email.'] });
    const network = new OdooError({ kind: 'network', messages: [] });
    const mixed = new OdooError({
      kind: 'graphql',
      messages: ['Product does not exist', 'Odoo Server Error: boom'],
    });
    const refusal = new OdooError({ kind: 'graphql', messages: ['Wrong email or password.'] });
    expect([http, network, mixed].map((error) => error.knownRefusals)).toEqual([null, null, null]);
    expect(refusal.knownRefusals).toEqual(['wrongLogin']);
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

  it('answer every server text with the translated text and log it, word for word nowhere else', async () => {
    const [product] = await sellableVariants(odoo(), 1);
    if (!product) throw new Error('no product');
    await cartAddItemAction({ productId: product.id, quantity: 1 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const text of INTERNAL_TEXTS) {
      resetRateLimits();
      await injectFailures(['cartLoad', 'logInUser', 'login'], text);
      const action = await cartLoadAction();
      const route = await logInRoute(
        new Request('http://localhost:3000/api/session', {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
          body: JSON.stringify({
            locale: 'en',
            input: { email: 'consumer@example.com', password: 'consumer123', remember: false },
          }),
        }),
      );
      const answers = JSON.stringify([action, await route.json()]);
      expect(answers).toBe(
        JSON.stringify([
          { ok: false, error: UNEXPECTED },
          { ok: false, error: UNEXPECTED },
        ]),
      );
      for (const fragment of fragments(text)) {
        if (!UNEXPECTED.includes(fragment)) expect(answers).not.toContain(fragment);
      }
      expect(JSON.stringify(log.mock.calls.at(-1))).toContain('failed');
    }
    // The log keeps what happened, for the operator.
    expect(JSON.stringify(log.mock.calls)).toContain('odoo-db.internal');
  });

  it('answer a known refusal in the shop’s words', async () => {
    const [product] = await sellableVariants(odoo(), 1);
    if (!product) throw new Error('no product');
    await cartAddItemAction({ productId: product.id, quantity: 1 });
    await injectFailures(['cartLoad'], 'Shopping cart not found.');
    expect(await cartLoadAction()).toEqual({ ok: false, error: en.OdooMessages.cartNotFound });
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
