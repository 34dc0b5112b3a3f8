import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  gotoListing,
  gotoReady,
  homePaths,
  messages,
  seriousViolations,
  type TestLocale,
} from './support';

// Every page type of the shop, in the default locale. The cart and compare pages get content
// first (see fillCartAndCompare), so their lines and table are measured too.
const PAGE_TYPES: { name: string; path: string; listing?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'categories', path: '/categories' },
  { name: 'category', path: '/category/computers', listing: true },
  { name: 'filtered category', path: '/category/computers?sort=price,ASC', listing: true },
  { name: 'product', path: '/product/nordbyte-travel-laptop-15-6-nb-320-1' },
  { name: 'search', path: '/search?q=laptop', listing: true },
  { name: 'cart', path: '/cart' },
  { name: 'compare', path: '/compare' },
  { name: 'brands', path: '/brands' },
  { name: 'brand', path: '/brand/arbor' },
  { name: 'catalog', path: '/catalog' },
  { name: 'not found', path: '/no-such-page' },
];

const TOUCH_TARGET = 44;
const t = messages.nl;

/** A cart line (seeded variant 2 is in stock) and four products in the compare list. */
async function fillCartAndCompare(page: Page) {
  await page.evaluate(() => {
    window.dispatchEvent(
      new CustomEvent('shop:add-to-cart', { detail: { productId: 2, quantity: 1 } }),
    );
    for (const productId of [1, 2, 3, 4])
      window.dispatchEvent(new CustomEvent('shop:toggle-compare', { detail: { productId } }));
  });
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cart-size')?.value, {
      timeout: 15_000,
    })
    .toBe('1');
}

/** How far the page reaches past the right edge of the viewport (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Controls whose touch target is under 44 × 44 px, as readable lines. */
async function smallTargets(controls: Locator) {
  const small: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box && box.width >= TOUCH_TARGET - 0.5 && box.height >= TOUCH_TARGET - 0.5) continue;
    const name =
      (await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim() ?? '';
    small.push(`${name}: ${box?.width.toFixed(1)} × ${box?.height.toFixed(1)}`);
  }
  return small;
}

/** Everything a shopper can tap in the top bar and the header. */
const headerControls = (page: Page) =>
  page
    .getByRole('complementary', { name: t.TopBar.label })
    .or(page.getByRole('banner'))
    .locator('a[href], button, input, select');

for (const width of [320, 390, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('nothing is wider than the screen on any page type; header controls are 44 px targets', async ({
      page,
    }) => {
      test.slow();
      const tooWide: string[] = [];
      for (const { name, path, listing } of PAGE_TYPES) {
        if (listing) await gotoListing(page, path);
        else await gotoReady(page, path);
        if (name === 'cart') await expect(page.getByTestId('cart-line')).toHaveCount(1);
        if (name === 'compare') await expect(page.getByRole('table')).toBeVisible();
        const beyond = await overflow(page);
        if (beyond !== 0) tooWide.push(`${name} (${path}): ${beyond} px`);
        if (name === 'home') {
          const banner = page.getByRole('banner');
          // The phone header keeps these in reach (the bottom navigation has the rest).
          for (const control of [
            banner.getByRole('button', { name: t.Header.menu }),
            banner.getByRole('link', { name: t.Header.home }),
            banner.getByRole('combobox', { name: t.QuickSearch.label }),
            banner.getByRole('button', { name: t.QuickSearch.submit, exact: true }),
          ]) {
            await expect.soft(control).toBeInViewport({ ratio: 1 });
          }
          expect.soft(await smallTargets(headerControls(page))).toEqual([]);
          await fillCartAndCompare(page);
        }
      }
      expect(tooWide).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the bottom navigation and the header have 44 px touch targets', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: t.BottomNavigation.label });
    const items = nav.getByRole('link').or(nav.getByRole('button'));
    await expect(items).toHaveCount(5);
    expect(await smallTargets(items)).toEqual([]);
    // Account, wishlist and cart sit in the bottom navigation on phones, the search field is a
    // full-width row of its own.
    const search = page.getByRole('banner').getByRole('search');
    const box = await search.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(390 - 2 * 24);
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await gotoReady(page, '/');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the changed pages have none either: listing, product, cart, a content page', async ({
    page,
  }) => {
    for (const path of [
      '/category/computers?sort=price,ASC',
      '/product/nordbyte-travel-laptop-15-6-nb-320-1',
      '/cart',
      '/page/shipping',
    ]) {
      await gotoReady(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

/** The first card's add-to-cart button: its icon keeps its size and its label is one line. */
async function expectCardButtonFits(page: Page, locale: TestLocale) {
  const text = messages[locale].ProductCard.addToCart;
  const button = page
    .locator('main')
    .getByRole('article')
    .getByRole('button')
    .filter({ hasText: text })
    .first();
  await expect(button).toBeVisible();
  const icon = await button.locator('svg').boundingBox();
  expect(icon?.width ?? 0, `${locale}: icon width`).toBeGreaterThanOrEqual(16);
  expect(icon?.height ?? 0, `${locale}: icon height`).toBeGreaterThanOrEqual(16);
  const label = button.getByText(text, { exact: true });
  const fit = await label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    const text = range.getBoundingClientRect();
    const box = element.closest('button')?.getBoundingClientRect();
    return {
      lines: lines.size,
      inside: !!box && text.left >= box.left && text.right <= box.right,
    };
  });
  expect(fit, `${locale}: label "${text}"`).toEqual({ lines: 1, inside: true });
}

for (const width of [1366, 390]) {
  test(`the card's add-to-cart button fits its icon and a one-line label at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of Object.keys(messages) as TestLocale[]) {
      await gotoListing(page, `${homePaths[locale].replace(/\/$/, '')}/category/computers`);
      await expectCardButtonFits(page, locale);
    }
  });
}
