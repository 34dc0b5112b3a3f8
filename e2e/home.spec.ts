import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady, homePaths, messages, type TestLocale } from './support';

for (const locale of ['nl', 'en'] as TestLocale[]) {
  const t = messages[locale];

  test(`home renders hero, categories, products and brands (${locale}) @live`, async ({ page }) => {
    await gotoReady(page, homePaths[locale]);
    await expect(page.getByRole('heading', { level: 1, name: t.Home.title })).toBeVisible();
    const categories = page.getByRole('region', { name: t.HomePage.topCategories });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await expect(categories.getByRole('link', { name: /Computers/ })).toHaveAttribute(
      'href',
      locale === 'nl' ? '/category/computers' : `/${locale}/category/computers`,
    );
    for (const name of [t.HomePage.featured, t.HomePage.newProducts]) {
      await expect(page.getByRole('region', { name }).getByRole('article')).toHaveCount(8);
    }
    const brands = page.getByRole('region', { name: t.HomePage.brands });
    await expect(brands.getByRole('link', { name: 'Ergonomix' })).toBeVisible();
    // The newsletter once, in the footer as on every page (no second block above it).
    await expect(page.getByRole('heading', { name: t.Footer.newsletterTitle })).toHaveCount(1);
    await expect(page.getByRole('button', { name: t.Footer.newsletterButton })).toHaveCount(1);
    // Canonical and hreflang for every enabled locale, x-default on nl.
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en$/,
    );
  });
}

test('/Home shows the home page with / as canonical', async ({ page }) => {
  await gotoReady(page, '/Home');
  await expect(page.getByRole('heading', { level: 1, name: messages.nl.Home.title })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe('/');
});

test('brands page and a brand listing with crawlable pages', async ({ page }) => {
  const t = messages.en;
  await gotoReady(page, '/en/brands');
  await expect(page.getByRole('heading', { level: 1, name: t.Brands.title })).toBeVisible();
  await page.getByRole('link', { name: /Arbor & Co/ }).click();
  await expect(page).toHaveURL(/\/en\/brand\/arbor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arbor & Co' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  const pagination = page.getByRole('navigation', { name: t.Listing.pagination });
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/en/brand/arbor?page=2',
  );
  await gotoReady(page, '/en/brand/arbor?page=3');
  await expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article')).toHaveCount(7);
  // An unknown brand is a 404 with the not-found page, kept out of search engines.
  const missing = await gotoReady(page, '/en/brand/does-not-exist');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: t.Errors.notFoundTitle })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('catalog overview and a catalog listing', async ({ page }) => {
  const t = messages.nl;
  await gotoReady(page, '/catalog');
  await expect(page.getByRole('heading', { level: 1, name: t.Catalogs.title })).toBeVisible();
  // The catalog's Dutch name; its slug is the same in every language.
  await expect(page.getByRole('link', { name: /Thuiswerken/ })).toHaveAttribute(
    'href',
    '/catalog/home-office',
  );
  await gotoReady(page, '/catalog/home-office');
  await expect(page.getByRole('heading', { level: 1, name: 'Thuiswerken' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('sitemap.xml indexes shards listing categories and products in every locale', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const shardUrl = /<loc>([^<]+)<\/loc>/.exec(indexXml)?.[1];
  expect(shardUrl).toMatch(/\/sitemaps\/sitemap\/0\.xml$/);
  const shard = await request.get(new URL(shardUrl ?? '').pathname);
  expect(shard.status()).toBe(200);
  const xml = await shard.text();
  expect(xml).toMatch(/<loc>[^<]*\/category\/computers<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/en\/category\/computers<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/product\/nordbyte-travel-laptop-15-6-nb-320-1<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
  // 17 categories and 328 products (minus unpublished ones) in each of the four locales.
  expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(4 * (17 + 300));
});

test('robots.txt allows browsing and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});

test('POST /api/revalidate with a bad signature answers 401', async ({ request }) => {
  const response = await request.post('/api/revalidate', {
    data: { tags: ['P1'] },
    headers: { 'x-odoo-signature': `sha256=${'0'.repeat(64)}` },
  });
  expect(response.status()).toBe(401);
  const unsigned = await request.post('/api/revalidate', { data: { tags: ['P1'] } });
  expect(unsigned.status()).toBe(401);
  // No GET form: a secret in a URL would end up in access logs.
  const byUrl = await request.get('/api/revalidate?key=anything&tags=P1');
  expect(byUrl.status()).toBe(405);
});

test('the home page has an Open Graph image', async ({ page, request }) => {
  await gotoReady(page, '/en');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await request.get(new URL(image ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

for (const path of ['/', '/en/brands', '/brand/arbor']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await gotoReady(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}
