import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { gotoListing, gotoReady, messages, seriousViolations } from './support';

const t = messages.nl;

/**
 * Product cards on screen. `:visible` because a bare category URL and a filtered one are two
 * routes, and Next keeps the previous route's page in the DOM, hidden, for back navigation.
 */
const cards = (page: Page) => page.locator('article:visible');

/** Names of the product cards on screen, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allTextContents();
}

/** Facet values are labelled checkboxes (swatches and pills hide the box): click the label. */
async function pick(scope: Locator, name: string) {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .first()
    .click();
}

test('category: filter by colour and price, sort, page 2, and a reload shows the same @live', async ({
  page,
}) => {
  await gotoListing(page, '/category/computers');
  await expect(page.getByRole('heading', { level: 1, name: 'Computers' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: t.Listing.filters });

  // Odoo's Dutch names: Kleur (Color), Zwart (Black); the URL key is the page's attribute name.
  await pick(filters, 'Zwart');
  await expect(page).toHaveURL(/[?&]kleur=1(&|$)/);

  await filters.getByLabel(t.Listing.priceMin).fill('100');
  await filters.getByLabel(t.Listing.priceMax).fill('1500');
  await filters.getByRole('button', { name: t.Listing.priceApply }).click();
  await expect(page).toHaveURL(/price=100-1500/);

  await page.getByRole('combobox', { name: t.Listing.sortLabel }).selectOption('price,DESC');
  await expect(page).toHaveURL(/sort=price,DESC/);

  await page
    .getByRole('navigation', { name: t.Listing.pagination })
    .getByRole('link', { name: t.Listing.page.replace('{page}', '2') })
    .click();
  await expect(page).toHaveURL(/page=2/);
  const url = page.url();
  const before = await cardNames(page);
  expect(before.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(cards(page).first()).toBeVisible();
  expect(await cardNames(page)).toEqual(before);
  await expect(page.getByRole('checkbox', { name: 'Zwart' }).first()).toBeChecked();
  await expect(page.getByRole('combobox', { name: t.Listing.sortLabel })).toHaveValue('price,DESC');
});

test('a filter change goes back to page 1 @live', async ({ page }) => {
  await gotoListing(page, '/category/computers?page=2');
  await pick(page.getByRole('complementary', { name: t.Listing.filters }), 'Rood');
  await expect(page).toHaveURL(/kleur=5/);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
});

test('empty results say so and offer to clear the filters', async ({ page }) => {
  await gotoListing(page, '/category/computers?price=9000-9999');
  await expect(page.getByText(t.Listing.empty)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: t.Listing.clearFilters }).last().click();
  await expect(page).toHaveURL(/\/category\/computers$/);
  await expect(cards(page).first()).toBeVisible();
});

test('/Category redirects to /category/computers, for good and in one hop', async ({
  page,
  request,
}) => {
  for (const [from, to] of [
    ['/Category', '/category/computers'],
    ['/nl/Category', '/category/computers'],
    ['/en/Category', '/en/category/computers'],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(308);
    expect(new URL(answer.headers().location ?? '', 'http://shop.test').pathname, from).toBe(to);
  }
  await page.goto('/Category');
  await expect(page).toHaveURL(/\/category\/computers$/);
  await page.goto('/en/Category');
  await expect(page).toHaveURL(/\/en\/category\/computers$/);
});

test('/categories lists the top categories with their children @live', async ({ page }) => {
  await gotoReady(page, '/categories');
  await expect(page.getByRole('heading', { level: 1, name: t.Categories.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Computers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kantoormeubelen' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Laptops' }).click();
  await expect(page).toHaveURL(/\/category\/laptops$/);
  await expect(page.getByRole('navigation', { name: t.Listing.breadcrumbs })).toContainText(
    'Computers',
  );
});

test('a second segment with a name shows the same category', async ({ page }) => {
  await gotoListing(page, '/en/category/laptops/Portable-Computers');
  await expect(page.getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible();
});

test('/search finds products by name and by SKU @live', async ({ page }) => {
  // Odoo searches the page's language and English alike.
  await gotoListing(page, '/search?q=Nordbyte%20Reis-laptop');
  await expect(
    page.locator('article h3', { hasText: 'Nordbyte Reis-laptop' }).first(),
  ).toBeVisible();
  // One search field, the header's, showing the term.
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('Nordbyte Reis-laptop');
  await gotoListing(page, '/search?q=Nordbyte%20Travel%20Laptop');
  await expect(
    page.locator('article h3', { hasText: 'Nordbyte Reis-laptop' }).first(),
  ).toBeVisible();
  await gotoListing(page, '/search?q=SKU-00002');
  await expect(page.locator('article h3')).toHaveCount(1);
  await expect(page.locator('article').first()).toContainText('SKU-00002');
});

test('the grid/list toggle and the page size select work', async ({ page }) => {
  await gotoListing(page, '/category/computers');
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole('button', { name: t.Listing.viewList }).click();
  await expect(page.getByRole('button', { name: t.Listing.viewList })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: t.Listing.pageSizeLabel }).selectOption('5');
  await expect(page).toHaveURL(/itemsPerPage=5/);
  await expect(cards(page)).toHaveCount(5);
});

test('the add-to-cart button announces the first variant', async ({ page }) => {
  await gotoListing(page, '/category/computers');
  await page.evaluate(() => {
    window.addEventListener('shop:add-to-cart', (event) => {
      document.body.dataset.addedToCart = JSON.stringify((event as CustomEvent).detail);
    });
  });
  const card = page.locator('article').first();
  const name = (await card.locator('h3').textContent()) ?? '';
  await card
    .getByRole('button', { name: t.ProductCard.addToCartNamed.replace('{name}', name) })
    .click();
  await expect(page.locator('body')).toHaveAttribute('data-added-to-cart', /"quantity":1/);
  const detail = JSON.parse(
    (await page.locator('body').getAttribute('data-added-to-cart')) ?? '{}',
  );
  expect(detail).toMatchObject({ quantity: 1, productId: expect.any(Number) });
});

test('filters open in a left sidebar on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoListing(page, '/category/computers');
  await page.getByRole('button', { name: t.Listing.showFilters }).click();
  const dialog = page.getByRole('dialog', { name: t.Listing.filters });
  await expect(dialog).toBeVisible();
  await pick(dialog, 'Zwart');
  await expect(page).toHaveURL(/kleur=1/);
  // The drawer stays open for the next choice and offers the narrowed result.
  await expect(dialog).toBeVisible();
  const count = await page.getByRole('status').filter({ hasText: /\d/ }).first().textContent();
  const total = Number((count ?? '').replace(/\D/g, ''));
  const show = dialog.getByRole('button', {
    name: total === 1 ? 'Toon 1 resultaat' : `Toon ${total} resultaten`,
  });
  await show.click();
  await expect(dialog).toBeHidden();
});

test('axe: no serious or critical violations on a category page and on search', async ({
  page,
}) => {
  await gotoListing(page, '/category/computers');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await gotoListing(page, '/search?q=laptop');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a bare category is prerendered with canonical and JSON-LD; an unknown one is a 404', async ({
  request,
}) => {
  const bare = await request.get('/category/computers');
  expect(bare.status()).toBe(200);
  // Served from the build's prerender, not rendered for this request.
  expect(bare.headers()['x-nextjs-prerender']).toBeTruthy();
  const html = await bare.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/category\/computers"/);
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toContain('"@type":"BreadcrumbList"');

  const filtered = await request.get('/category/computers?page=2');
  expect(filtered.status()).toBe(200);
  expect(await filtered.text()).toMatch(/aria-current="page" href="\/category\/computers\?page=2"/);

  expect((await request.get('/category/no-such-category')).status()).toBe(404);
});

test('the reference a card shows works in quick order, as the default variant, in nl and en @live', async ({
  page,
}) => {
  for (const locale of ['nl', 'en'] as const) {
    const p = messages[locale].CartPage;
    await gotoReady(page, locale === 'nl' ? '/cart' : '/en/cart');
    await page.getByText(p.quickOrderTitle).click();
    await page.getByLabel(p.quickOrderLabel).fill('sku-00050 1');
    await page.getByRole('button', { name: p.quickOrderSubmit }).click();
    const result = page.getByTestId('quick-order-result');
    await expect(result).toContainText(p.quickOrderAdded.replace('{count}', '1'));
    await expect(result).toContainText(
      p.quickOrderDefaultVariant
        .replace('{sku}', 'sku-00050')
        .replace('{variantSku}', 'SKU-00050-BLK-16GB'),
    );
  }
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('sorted by price with an attribute filter, the cards are in price order @live', async ({
  page,
}) => {
  await gotoListing(page, '/category/computers?geheugen=17&sort=price,ASC');
  const prices = await cards(page).locator('strong[data-price-product-id]').allTextContents();
  expect(prices.length).toBeGreaterThan(1);
  const amounts = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
});

test('a search for "muis" lists mice before products that only mention one @live', async ({
  page,
}) => {
  await gotoListing(page, '/search?q=muis');
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(1);
  expect(names[0]).toMatch(/muis/i);
});

test('SEO: page 2 is its own canonical, a page past the last is not indexed, categories share an image', async ({
  page,
  request,
}) => {
  await gotoListing(page, '/en/category/computers?page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/category\/computers\?page=2$/,
  );
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const png = await request.get(new URL(image ?? '').pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toMatch(/^image\//);

  await gotoReady(page, '/en/category/computers?page=99');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await gotoListing(page, '/category/computers');
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
});

test('a filter set is one cached page per query, with the static pages’ script policy', async ({
  request,
}) => {
  // A price range no other test asks for, so the first request renders it.
  const max = 3000 + Math.floor(Math.random() * 5000);
  const get = async (query: string) => {
    const response = await request.get(`/en/category/computers?${query}`);
    expect(response.status(), query).toBe(200);
    const html = await response.text();
    return {
      cache: response.headers()['x-nextjs-cache'],
      policy: response.headers()['content-security-policy'] ?? '',
      cards: html.match(/<article\b/g)?.length ?? 0,
    };
  };
  const first = await get(`kleur=1&price=0-${max}`);
  expect(first.cards).toBeGreaterThan(0);
  // Another spelling of the same set (order, repeats, unknown keys) is the same page, cached.
  const again = await get(`price=0-${max}&kleur=1&kleur=1&utm_source=mail`);
  expect(again).toMatchObject({ cache: 'HIT', cards: first.cards });
  // Static: its inline scripts go by their hashes, no nonce (lib/security/page-policy.ts).
  expect(again.policy).toMatch(/'sha256-/);
  expect(again.policy).not.toMatch(/'nonce-/);
});
