import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { registerShopper } from './accessibility-support';
import { demoUsers, fillLogin, openLoginModal, type Credentials } from './auth-support';
import { test } from './fixtures';
import { gotoReady, homePaths, messages, type TestLocale } from './support';

// What a security probe of the built shop sent, and the safe answers: a shared computer's
// cookies, percent-encoded paths past the proxy, punch-out addresses leaking through a Referer,
// internal paths in response headers.

const DAY = 24 * 60 * 60;
const path = (locale: TestLocale, to: string) => (locale === 'nl' ? to : `/${locale}${to}`);
const SIGNED_IN_COOKIES = ['session_id', 'signed_in_session', 'user'];
/** The variant of cart-support.ts's LAPTOP, and the model in its name in every language. */
const LAPTOP_VARIANT = 2;
const LAPTOP_MODEL = 'NB-320';

function cookie(jar: Cookie[], name: string): Cookie | undefined {
  return jar.find((candidate) => candidate.name === name);
}

async function signInWith(
  page: Page,
  locale: TestLocale,
  remember: boolean,
  user: Credentials = demoUsers.business,
) {
  await gotoReady(page, homePaths[locale]);
  const dialog = await openLoginModal(page, locale);
  if (remember) await dialog.getByLabel(messages[locale].LoginModal.remember).check();
  await fillLogin(page, locale, user);
  await expect(page.getByText(messages[locale].AuthMessages.loggedIn)).toBeVisible();
  await expect
    .poll(async () => cookie(await page.context().cookies(), 'user') !== undefined)
    .toBe(true);
}

/** The business customer's contract prices for a few products (none for anyone else). */
async function personalPrices(request: APIRequestContext): Promise<unknown[]> {
  const answer = await request.get('/api/prices?ids=1,2,3,4,5,6,7,8');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { prices: unknown[] }).prices;
}

test.describe('a shared computer', () => {
  test('without Remember me, every sign-in cookie ends with the browser (nl)', async ({ page }) => {
    await signInWith(page, 'nl', false);
    const jar = await page.context().cookies();
    for (const name of SIGNED_IN_COOKIES) {
      expect(cookie(jar, name)?.expires, name).toBe(-1);
    }
    expect(cookie(jar, 'session_id')?.httpOnly).toBe(true);
  });

  test('with Remember me, they last 30 days, not Odoo’s 90 (en)', async ({ page }) => {
    await signInWith(page, 'en', true);
    const jar = await page.context().cookies();
    const now = Date.now() / 1000;
    for (const name of SIGNED_IN_COOKIES) {
      const expires = cookie(jar, name)?.expires ?? 0;
      expect(expires, name).toBeGreaterThan(now + 29 * DAY);
      expect(expires, name).toBeLessThanOrEqual(now + 30 * DAY + 60);
    }
  });

  for (const locale of ['nl', 'en'] as const) {
    test(`once the user cookie is gone, nothing personal is served (${locale})`, async ({
      page,
    }) => {
      // A customer of this test, with a cart of their own (the demo customers' carts stay as
      // they are for the other specs).
      const shopper = await registerShopper(page, `shared-${locale}`);
      await signInWith(page, locale, false, shopper);
      const add = serverFunctions().find(({ name }) => name === 'cartAddItemAction');
      const added = await page.request.post(path(locale, '/cart'), {
        headers: {
          'next-action': add?.id ?? '',
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          origin: new URL(page.url()).origin,
        },
        data: `[{"productId":${LAPTOP_VARIANT},"quantity":1}]`,
      });
      expect(added.status()).toBe(200);
      await gotoReady(page, path(locale, '/cart'));
      await expect(page.locator('main').getByText(LAPTOP_MODEL).first()).toBeVisible();
      const session = cookie(await page.context().cookies(), 'session_id')?.value;

      // The next person at the computer: the user cookie is gone, Odoo's session cookie is not.
      await page.context().clearCookies({ name: 'user' });
      await gotoReady(page, path(locale, '/cart'));
      await expect(page.locator('main').getByText(LAPTOP_MODEL)).toHaveCount(0);
      await expect(page.getByText(shopper.name)).toHaveCount(0);
      const jar = await page.context().cookies();
      expect(cookie(jar, 'session_id')?.value).not.toBe(session);
      expect(cookie(jar, 'signed_in_session')).toBeUndefined();
      expect(await personalPrices(page.request)).toEqual([]);
    });
  }
});

test.describe('percent-encoded paths', () => {
  const probes = [
    ['/%63art', '/cart'],
    ['/%73earch?q=muis', '/search?q=muis'],
    ['/%6Dy', '/my'],
    ['/en/%63%61rt', '/en/cart'],
  ] as const;

  test('are sent to their canonical spelling before any page answers', async ({ request }) => {
    for (const [raw, canonical] of probes) {
      const answer = await request.get(raw, { maxRedirects: 0 });
      expect(answer.status(), raw).toBe(308);
      const location = new URL(answer.headers()['location'] ?? '', 'http://shop.test');
      expect(`${location.pathname}${location.search}`, raw).toBe(canonical);
    }
  });

  test('end on the page with its per-request script policy (a nonce, no unsafe-inline)', async ({
    request,
  }) => {
    const cart = await request.get('/%63art');
    expect(cart.status()).toBe(200);
    const policy = cart.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src[^;]*'nonce-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('with an encoded slash are no address of the shop', async ({ request }) => {
    expect((await request.get('/my%2Forders', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('response headers', () => {
  test('punch-out entries keep Referrer-Policy: no-referrer', async ({ request }) => {
    const start = await request.get('/punchout/start?token=probe-token', { maxRedirects: 0 });
    expect(start.status()).toBe(303);
    expect(start.headers()['referrer-policy']).toBe('no-referrer');

    // SAP spells the parameters' names in any case.
    for (const query of ['USERNAME=probe&PASSWORD=probe', 'UserName=probe&Password=probe']) {
      const oci = await request.get(`/en/category/computers?${query}`, { maxRedirects: 0 });
      expect(oci.status(), query).toBe(303);
      expect(oci.headers()['referrer-policy'], query).toBe('no-referrer');
    }

    // Everything else keeps the shop-wide policy.
    const home = await request.get('/');
    expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('name no internal path (x-middleware-rewrite)', async ({ request }) => {
    for (const path of ['/', '/cart', '/en/cart', '/category/computers', '/no-such-page']) {
      const answer = await request.get(path);
      expect(answer.headers()['x-middleware-rewrite'], path).toBeUndefined();
    }
  });
});

/** The build's server functions by name: real actions and the 'use cache' reads Next lists too. */
function serverFunctions(): { id: string; name: string }[] {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName: string }> };
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, name: entry.exportedName }));
}

function callServerFunction(request: APIRequestContext, id: string, body: string) {
  return request.post('/', {
    headers: {
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
    },
    data: body,
    maxRedirects: 0,
  });
}

test.describe('server functions called by id', () => {
  test("'use cache' reads are no actions: refused, and nothing of the catalogue comes back", async ({
    request,
  }) => {
    const cached = serverFunctions().filter(({ name }) => name.startsWith('$$RSC_SERVER_CACHE'));
    expect(cached.length).toBeGreaterThan(0);
    for (const { id } of cached) {
      // A listing of any size, a product, a comparison of any ids: whatever the function takes.
      const answer = await callServerFunction(request, id, '["nl",{"pageSize":1000,"page":1}]');
      expect(answer.status(), id).toBe(404);
      const body = await answer.text();
      expect(body, id).not.toContain('/product/');
      expect(body.length, id).toBeLessThan(200);
    }
  });

  test('a body that is not JSON (a bare NaN) is a 400; a NaN in React’s encoding meets the schema', async ({
    request,
  }) => {
    const add = serverFunctions().find(({ name }) => name === 'cartAddItemAction');
    expect(add).toBeDefined();
    const raw = await callServerFunction(request, add!.id, '[{"productId":NaN,"quantity":1}]');
    expect(raw.status()).toBe(400);

    const encoded = await callServerFunction(
      request,
      add!.id,
      '[{"productId":"$NaN","quantity":1}]',
    );
    expect(encoded.status()).toBe(200);
    expect(await encoded.text()).toContain('"ok":false');
  });
});
