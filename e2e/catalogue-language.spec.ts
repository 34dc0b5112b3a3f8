import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoListing, gotoReady, messages } from './support';

// Odoo translates its own texts (category, attribute and product names, descriptions, coupon
// messages) per language; every page asks for its own. Seeded translations (mock-odoo):
// product 229 is the first card of /category/computers in every language.

const FIRST_CARD = {
  nl: 'Arbor & Co Asymmetrische monitorlamp AR-120',
  en: 'Arbor & Co Asymmetric Monitor Light Bar AR-120',
  de: 'Arbor & Co Asymmetrische Monitorleuchte AR-120',
};

test('the Dutch category page shows Dutch category, facet and product names @live', async ({
  page,
}) => {
  await gotoListing(page, '/category/computers');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Monitoren', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Accessoires', exact: true })).toBeVisible();
  const filters = page.getByRole('complementary', { name: messages.nl.Listing.filters });
  const colour = filters.getByRole('group', { name: 'Kleur' });
  await expect(colour.getByRole('checkbox', { name: 'Zwart' })).toBeAttached();
  await expect(filters.getByRole('checkbox', { name: 'Black' })).toHaveCount(0);
  await expect(page.locator('article h3').first()).toHaveText(FIRST_CARD.nl);
});

test('the German category page shows German names, the English one English @live', async ({
  page,
}) => {
  await gotoListing(page, '/de/category/computers');
  await expect(page.getByRole('heading', { level: 1, name: 'Computer' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: messages.de.Listing.filters });
  await expect(filters.getByRole('group', { name: 'Farbe' })).toBeVisible();
  await expect(page.locator('article h3').first()).toHaveText(FIRST_CARD.de);

  await gotoListing(page, '/en/category/computers');
  await expect(page.getByRole('heading', { level: 1, name: 'Computers' })).toBeVisible();
  await expect(page.locator('article h3').first()).toHaveText(FIRST_CARD.en);
});

test("the cart and Odoo's coupon messages speak Dutch on Dutch pages @live", async ({ page }) => {
  const p = messages.nl.CartPage;
  await gotoReady(page, '/cart');
  await page.getByText(p.quickOrderTitle).click();
  // Variant 2 of the travel laptop: Silver, 32 GB.
  await page.getByLabel(p.quickOrderLabel).fill('SKU-00001-SLV-32GB 1');
  await page.getByRole('button', { name: p.quickOrderSubmit }).click();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1, { timeout: 15_000 });
  await expect(line).toContainText('Nordbyte Reis-laptop 15,6" NB-320');
  await expect(line).toContainText('Kleur: Zilver');
  // Every attribute of the variant, so 32 GB is told from 16 GB.
  await expect(line).toContainText('32 GB');

  const coupon = page.getByLabel(p.couponLabel);
  await coupon.fill('BOGUS');
  await page.getByRole('button', { name: p.applyCoupon }).click();
  // Odoo's refusal (its own Dutch), in the shop's words.
  await expect(
    page.getByText(messages.nl.CartActions.couponInvalid.replace('{code}', 'BOGUS')),
  ).toBeVisible();
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: p.applyCoupon }).click();
  await expect(page.getByTestId('cart-discount-line')).toContainText(
    'Korting: 10% welkomstkorting',
  );
});
