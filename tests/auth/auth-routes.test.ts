import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAddItemAction } from '@/lib/cart/cart-actions';
import {
  logInRoute,
  logOutRoute,
  newPasswordRoute,
  resetRequestRoute,
} from '@/lib/auth/auth-routes.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';
import { opensProductOutsideCatalog } from '@/lib/catalog/catalog-only-gate.server';
import { opensUnknownDocument } from '@/lib/account/document-gate.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import en from '@/messages/en.json';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();
const ORIGIN = 'http://localhost:3000';

function call(
  handler: (request: Request) => Promise<Response>,
  input: unknown,
  options: { origin?: string | null; body?: string } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' });
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  if (origin) headers.set('origin', origin);
  return handler(
    new Request(`${ORIGIN}/api/x`, {
      method: 'POST',
      headers,
      body: options.body ?? JSON.stringify({ locale: 'en', input }),
    }),
  );
}

const consumer = { email: 'consumer@example.com', password: 'consumer123', remember: false };

beforeEach(() => resetRateLimits());

describe('POST /api/session (log in)', () => {
  it('signs in: Odoo session plus a signed user cookie the guards trust', async () => {
    const answer = await call(logInRoute, consumer);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      ok: true,
      data: { catalogOnly: false, message: 'You are logged in. Welcome!' },
    });
    expect(await signedInShopper()).toMatchObject({ email: 'consumer@example.com' });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the user cookie for 30 days with Remember me, for the browser session without', async () => {
    await call(logInRoute, consumer);
    expect(cookieJar.stored('user')?.options.maxAge).toBeUndefined();
    cookieJar.clear();
    await call(logInRoute, { ...consumer, remember: true });
    expect(cookieJar.stored('user')?.options).toMatchObject({
      maxAge: 60 * 60 * 24 * 30,
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
    });
    // Behind TLS as the spec has it: Secure and SameSite=None (a punch-out frame carries it).
    cookieJar.clear();
    requestHeaders.set('x-forwarded-proto', 'https');
    await call(logInRoute, consumer);
    expect(cookieJar.stored('user')?.options).toMatchObject({ secure: true, sameSite: 'none' });
  });

  it('keeps a wrong password to Odoo’s message, and sets no user cookie', async () => {
    const answer = await call(logInRoute, { ...consumer, password: 'nope' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ ok: false, error: 'Wrong email or password.' });
    expect(cookieJar.get('user')).toBeUndefined();
  });

  it('answers the 11th failed attempt for one account within a minute with 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await call(logInRoute, { ...consumer, password: 'nope' })).status).toBe(422);
    }
    const refused = await call(logInRoute, { ...consumer, password: 'nope' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/^Too many attempts\. Please try again in \d+/);
    // Even the right password waits: the account is locked for the rest of the minute.
    expect((await call(logInRoute, consumer)).status).toBe(429);
  });

  it('forgives the failures once the right password is given', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await call(logInRoute, { ...consumer, password: 'nope' });
    }
    expect((await call(logInRoute, consumer)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await call(logInRoute, { ...consumer, password: 'nope' })).status).toBe(422);
    }
  });

  it('refuses other sites, missing origins, bad JSON, bad input and oversized bodies', async () => {
    expect((await call(logInRoute, consumer, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(logInRoute, consumer, { origin: null })).status).toBe(403);
    expect((await call(logInRoute, consumer, { body: '{"locale":' })).status).toBe(400);
    expect((await call(logInRoute, { email: 'x', password: '' })).status).toBe(400);
    const huge = JSON.stringify({ locale: 'en', input: { ...consumer, pad: 'x'.repeat(20_000) } });
    expect((await call(logInRoute, consumer, { body: huge })).status).toBe(413);
    expect(cookieJar.get('user')).toBeUndefined();
  });
});

describe('password reset', () => {
  it('answers a known and an unknown address alike', async () => {
    const known = await call(resetRequestRoute, { email: 'business@example.com' });
    const unknown = await call(resetRequestRoute, { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const text = async (answer: Response, email: string) =>
      ((await answer.json()) as { data: { message: string } }).data.message.replace(email, '@');
    expect(await text(known, 'business@example.com')).toBe(
      await text(unknown, 'nobody-here@example.com'),
    );
  });

  it('mails the owner however many others asked for their address', async () => {
    const ask = (address: string) => {
      requestHeaders.set(PEER_ADDRESS_HEADER, address);
      return call(resetRequestRoute, { email: 'consumer@example.com' });
    };
    for (let host = 1; host <= 6; host += 1) await ask(`198.51.100.${host}`);
    expect((await ask('198.51.100.6')).status).toBe(429);
    expect((await ask('203.0.113.9')).status).toBe(200);
  });

  it('sets the new password with the mailed token, once', async () => {
    await call(resetRequestRoute, { email: 'consumer@example.com' });
    const { rows } = await odoo().db.query<{ body: string }>(
      "SELECT body FROM mail_mail WHERE email_to = 'consumer@example.com' ORDER BY id DESC LIMIT 1",
    );
    const token = new URL(rows[0]?.body ?? '', ORIGIN).searchParams.get('token');
    const input = { token, password: 'consumer123', confirmPassword: 'consumer123' };
    expect((await call(newPasswordRoute, input)).status).toBe(200);
    const again = await call(newPasswordRoute, input);
    expect(again.status).toBe(422);
    expect((await again.json()).error).toMatch(/not valid/);
  });
});

describe('DELETE /api/session (log out)', () => {
  it('ends the Odoo session and removes the shop’s cookies', async () => {
    await call(logInRoute, consumer);
    cookieJar.seed('cart-size', '2');
    cookieJar.seed('wishlist-size', '1');
    cookieJar.seed('HOOK_URL', 'https://buyer.example/hook');
    expect((await call(logOutRoute, {})).status).toBe(200);
    for (const name of ['user', 'cart-size', 'wishlist-size', 'HOOK_URL']) {
      expect(cookieJar.get(name)).toBeUndefined();
    }
    expect(await signedInShopper()).toBeNull();
  });
});

describe('a catalog-only customer', () => {
  let inCatalog: number;
  let outside: number;
  let inCatalogTemplate: number;
  let outsideTemplate: number;

  beforeAll(async () => {
    const { rows } = await odoo().db.query<{ id: number; template_id: number; listed: boolean }>(
      `SELECT DISTINCT ON (listed) p.id, t.id AS template_id,
              t.id IN (SELECT cp.template_id FROM website_catalog_product cp
                         JOIN website_catalog c ON c.id = cp.catalog_id
                         JOIN res_partner rp ON rp.id = c.partner_id
                        WHERE rp.email = 'catalog@example.com') AS listed
         FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND t.list_price > 0
        ORDER BY listed, p.id`,
    );
    inCatalog = rows.find((row) => row.listed)?.id ?? 0;
    outside = rows.find((row) => !row.listed)?.id ?? 0;
    inCatalogTemplate = rows.find((row) => row.listed)?.template_id ?? 0;
    outsideTemplate = rows.find((row) => !row.listed)?.template_id ?? 0;
  });

  it('is sent to the catalog after logging in, and buys only what it lists', async () => {
    const answer = await call(logInRoute, {
      email: 'catalog@example.com',
      password: 'catalog123',
      remember: true,
    });
    expect((await answer.json()).data.catalogOnly).toBe(true);
    expect(await signedInShopper()).toMatchObject({ websiteCatalogProducts: true });

    const refused = await cartAddItemAction({ productId: outside, quantity: 1 });
    // Odoo's untranslated refusal becomes the shop's own text in the shopper's language.
    expect(refused).toEqual({ ok: false, error: en.OdooMessages.productDoesNotExist });
    const added = await cartAddItemAction({ productId: inCatalog, quantity: 1 });
    expect(added.ok).toBe(true);
  });

  it("sends a catalog-only customer away from a product outside their catalog, with Odoo's answer for their session", async () => {
    const answer = await call(logInRoute, {
      email: 'catalog@example.com',
      password: 'catalog123',
      remember: true,
    });
    expect(answer.status).toBe(200);
    const shopper = await signedInShopper();
    const session = cookieJar.get('session_id')?.value ?? '';
    expect(session).not.toBe('');
    const page = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
      new NextRequest(new URL(path, 'http://localhost:3000'), {
        ...init,
        headers: { cookie: `session_id=${session}`, ...init.headers },
      });

    expect(
      await opensProductOutsideCatalog(page(`/product/any-name-${outsideTemplate}`), shopper),
    ).toBe(true);
    expect(
      await opensProductOutsideCatalog(page(`/en/product/x-${outsideTemplate}`), shopper),
    ).toBe(true);
    expect(
      await opensProductOutsideCatalog(page(`/product/any-name-${inCatalogTemplate}`), shopper),
    ).toBe(false);
    // Not a product page, a server action, or no Odoo session: nothing to ask.
    expect(await opensProductOutsideCatalog(page('/category/computers'), shopper)).toBe(false);
    expect(
      await opensProductOutsideCatalog(
        page(`/product/x-${outsideTemplate}`, { method: 'POST', headers: { 'next-action': 'a' } }),
        shopper,
      ),
    ).toBe(false);
    // A customer without the flag opens every product page.
    expect(
      await opensProductOutsideCatalog(page(`/product/x-${outsideTemplate}`), {
        ...shopper!,
        websiteCatalogProducts: false,
      }),
    ).toBe(false);
  });
});

describe('order, quote and confirmation pages (proxy.ts)', () => {
  const orderOf = async (login: string) => {
    const { rows } = await odoo().db.query<{ id: number }>(
      `SELECT o.id FROM sale_order o JOIN res_users u ON u.partner_id = o.partner_id
        WHERE u.login = $1 AND o.state IN ('sale', 'done') ORDER BY o.id LIMIT 1`,
      [login],
    );
    return rows[0]!.id;
  };

  // The frame of these request-time pages streams before the page knows the order: the proxy
  // answers the 404 first, with Odoo's answer for the customer's own session.
  it("answers 404 for another customer's order, an unknown id or no id, and not for their own", async () => {
    const [own, others] = [
      await orderOf('consumer@example.com'),
      await orderOf('business@example.com'),
    ];
    expect((await call(logInRoute, consumer)).status).toBe(200);
    const session = cookieJar.get('session_id')?.value ?? '';
    const page = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
      new NextRequest(new URL(path, ORIGIN), {
        ...init,
        headers: { cookie: `session_id=${session}`, ...init.headers },
      });

    for (const path of ['/my/orders', '/en/my/quotes', '/de/checkout/thank-you']) {
      expect(await opensUnknownDocument(page(`${path}/${others}`))).toBe(true);
      expect(await opensUnknownDocument(page(`${path}/99999999`))).toBe(true);
      expect(await opensUnknownDocument(page(`${path}/S00042`))).toBe(true);
    }
    expect(await opensUnknownDocument(page(`/my/orders/${own}`))).toBe(false);
    // Not such a page, or a server action posted to one: nothing to ask.
    expect(await opensUnknownDocument(page('/my/orders'))).toBe(false);
    expect(
      await opensUnknownDocument(
        page(`/my/orders/${others}`, { method: 'POST', headers: { 'next-action': 'a' } }),
      ),
    ).toBe(false);
  });
});
