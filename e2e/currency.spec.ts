import { type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  buyableCard,
  addCardToCart,
  cartSidebar,
  en,
  expect,
  gotoListing,
  LISTING,
} from './cart-support';
import { gotoReady } from './support';

// Country and currency (spec: the `currency` and `country` cookies; EUR and USD, NL and US). The
// footer selector sets both for a year; static pages stay in euros on the server and the price
// island swaps in dollars; the cart comes from Odoo in the order's currency.

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function chooseRegion(page: Page, optionLabel: string) {
  const footer = page.locator('footer');
  await footer
    .getByRole('combobox', { name: en.Footer.region })
    .selectOption({ label: optionLabel });
  // The choice reloads the page so every price starts over in the new currency.
  await Promise.all([
    page.waitForEvent('load'),
    footer.getByRole('button', { name: en.Footer.regionApply }).click(),
  ]);
  await page.locator('html[data-shell-ready="true"]').waitFor({ state: 'attached' });
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

test('choosing USD in the footer shows dollars on the static category page and in the cart', async ({
  page,
  context,
}) => {
  await gotoListing(page, LISTING);
  const card = buyableCard(page);
  const price = card.locator('strong[data-price-product-id]');
  await expect(price).toContainText('€');

  await chooseRegion(page, en.Footer.regionUS);
  await page.locator('[data-listing-ready="true"]').waitFor({ state: 'attached' });

  // Both cookies, a year long, SameSite=Lax, for the whole site.
  const currency = await cookie(context, 'currency');
  const country = await cookie(context, 'country');
  expect(currency?.value).toBe('USD');
  expect(country?.value).toBe('US');
  for (const set of [currency, country]) {
    expect(set?.sameSite).toBe('Lax');
    expect(set?.path).toBe('/');
    expect(Math.abs((set?.expires ?? 0) * 1000 - (Date.now() + YEAR_MS))).toBeLessThan(DAY_MS);
  }
  await expect(
    page.locator('footer').getByRole('combobox', { name: en.Footer.region }),
  ).toHaveValue('US');

  // The category page is static: its HTML stays in euros, the island swaps in dollars.
  const html = await (await page.request.get(LISTING)).text();
  expect(html).toContain('€');
  await expect(price).toContainText('$');
  await expect(price).not.toContainText('€');
  await expect(price).toHaveAttribute('data-price-personal', 'true');

  // Into the cart: the sidebar and the cart page show the order's currency, dollars.
  await addCardToCart(card);
  const sidebar = cartSidebar(page);
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebar.getByTestId('cart-total')).toContainText('$');
  await expect(sidebar.getByTestId('cart-line')).toContainText('$');

  await gotoReady(page, '/en/cart');
  await expect(page.getByTestId('cart-page-total')).toContainText('$');
  await expect(page.getByTestId('cart-products')).toContainText('$');
  await expect(page.getByTestId('cart-line').first()).toContainText('$');
  await expect(page.getByTestId('cart-page-total')).not.toContainText('€');

  // And back: the same cart, repriced in euros.
  await chooseRegion(page, en.Footer.regionNL);
  expect((await cookie(context, 'currency'))?.value).toBe('EUR');
  expect((await cookie(context, 'country'))?.value).toBe('NL');
  await expect(page.getByTestId('cart-page-total')).toContainText('€');
  await expect(page.getByTestId('cart-line').first()).toContainText('€');
});
