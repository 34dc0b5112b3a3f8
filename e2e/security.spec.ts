import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIResponse } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady } from './support';

const PRODUCT = '/product/nordbyte-everyday-laptop-14-nb-860-2';

function expectFixedHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-powered-by']).toBeUndefined();
}

/** Every policy the answer carries (a cached page has two; browsers enforce both). */
function policies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
}

const scriptSources = (policy: string) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];

test.describe('security headers', () => {
  test('an HTML page, an API route and an image carry them', async ({ request }) => {
    const page = await request.get(PRODUCT);
    expect(page.status()).toBe(200);
    expectFixedHeaders(page);
    const pagePolicy = policies(page).join('; ');
    expect(pagePolicy).toContain("frame-ancestors 'none'");
    expect(pagePolicy).toContain("object-src 'none'");
    expect(pagePolicy).not.toContain('unsafe-eval');
    expect(page.headers()['x-frame-options']).toBe('DENY');

    const api = await request.get('/api/overlay-labels/nl');
    expect(api.status()).toBe(200);
    expectFixedHeaders(api);
    expect(policies(api)).toEqual(["default-src 'none'; frame-ancestors 'none'"]);

    const html = await page.text();
    const image = /src="(\/web\/image\/[^"]+)"/.exec(html)?.[1];
    expect(image, 'the product page shows an Odoo image').toBeTruthy();
    const picture = await request.get(image!.replaceAll('&amp;', '&'));
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    expectFixedHeaders(picture);
    expect(policies(picture)[0]).toContain("default-src 'none'");
  });

  test('a static page allows exactly its own inline scripts, a per-request page its nonce', async ({
    request,
  }) => {
    await request.get(PRODUCT);
    const cached = await request.get(PRODUCT);
    const strict = policies(cached).filter((policy) => !policy.includes("'unsafe-inline'"));
    expect(strict, 'a hash-only script policy').toHaveLength(1);
    const hashes = scriptSources(strict[0]!).filter((source) => source.startsWith("'sha256-"));
    expect(hashes.length).toBeGreaterThan(3);

    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const cart = await request.get('/cart');
      const [policy] = policies(cart);
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(scriptSources(policy!)).not.toContain("'unsafe-inline'");
      expect(await cart.text()).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('a 404 page allows only its own inline scripts, and runs', async ({ page, request }) => {
    const notFound = [
      '/en/nonexistent', // no route
      '/en/search/QUFBQQ', // an internal route, asked for from outside
      '/%ff', // no address at all
      '/en/product/made-up-product', // a route whose page says notFound()
      '/en/page/made-up-page',
    ];
    for (const path of notFound) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const strict = policies(response).filter(
        (policy) => !scriptSources(policy).includes("'unsafe-inline'"),
      );
      expect(strict, `${path}: a script policy without 'unsafe-inline'`).toHaveLength(1);
      expect(policies(response).join('; '), path).toContain("frame-ancestors 'none'");
    }
    // Any policy violation fails the test (fixtures.ts): the page's own scripts run.
    for (const path of ['/en/nonexistent', '/en/product/made-up-product']) {
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

test.describe('an injected script', () => {
  test.use({ allowPolicyViolations: true });

  test('is refused on a product page, which keeps working', async ({ page, request }) => {
    await request.get(PRODUCT); // cached, with its script policy
    await page.route(`**${PRODUCT}`, async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replace(
        /<body([^>]*)>/,
        '<body$1><script>window.__injected = true</script>',
      );
      await route.fulfill({ response: original, body });
    });
    const violations: string[] = [];
    await page.exposeFunction('__violation', (line: string) => violations.push(line));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __violation(line: string): void }).__violation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      ),
    );
    await gotoReady(page, PRODUCT);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    expect(violations).toContain('script-src-elem inline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the page cache', () => {
  const routeCache = join(process.cwd(), '.next/server/route-cache');
  const listFiles = (dir: string): Set<string> => {
    try {
      return new Set(
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name)),
      );
    } catch {
      return new Set();
    }
  };

  test('keeps no entry for made-up addresses', async ({ request }) => {
    // Warm the real pages first, so only the made-up ones could add files.
    for (const path of ['/category/computers', '/en/category/computers']) {
      expect((await request.get(path)).status()).toBe(200);
    }
    const before = listFiles(routeCache);
    const stamp = Date.now();
    for (let i = 0; i < 5; i += 1) {
      // Letters at the end: a trailing number is read as a product id (and redirects).
      const made = `${stamp}-${i}-x`;
      expect((await request.get(`/product/made-up-${made}`)).status()).toBe(404);
      expect((await request.get(`/brand/made-up-${made}`)).status()).toBe(404);
      expect((await request.get(`/catalog/made-up-${made}`)).status()).toBe(404);
      expect((await request.get(`/category/made-up-${made}`)).status()).toBe(404);
      const named = await request.get(`/category/computers/made-up-${made}`);
      expect(named.status()).toBe(200);
      expect(await named.text()).toContain('<h1');
      // A SKU-style product address redirects to the canonical one.
      const sku = await request.get(`/en/product/sku-00002?x=${made}`, { maxRedirects: 0 });
      expect(sku.status()).toBe(308);
    }
    // Other workers render real pages meanwhile, so only the addresses made up here are looked for.
    const added = [...listFiles(routeCache)].filter((file) => !before.has(file));
    expect(added.filter((file) => /made-up|sku-00002/.test(file))).toEqual([]);
  });
});
