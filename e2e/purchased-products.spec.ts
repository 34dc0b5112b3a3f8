import { type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  activate,
  expectNoViolations,
  registerShopper,
  tabTo,
  typeInto,
  WIDTHS,
} from './accessibility-support';
import { demoUsers, signIn, type Credentials } from './auth-support';
import { expect } from './cart-support';
import { cartContents, emptyCart, fill, localized } from './reorder-support';
import { gotoReady, homePaths, messages, type TestLocale } from './support';

// Purchased products as customers use them (mock-odoo: the business customer's company has
// bought more than a page of products, the private customer a few, a new customer nothing).

const [PHONE, DESKTOP] = WIDTHS;
const PATH = '/my/purchased-products';

async function openPage(page: Page, locale: TestLocale, user: Credentials) {
  await gotoReady(page, homePaths[locale]);
  await signIn(page, locale, user);
  await gotoReady(page, localized(locale, PATH));
  await expect(
    page.getByRole('heading', { level: 1, name: messages[locale].PurchasedProducts.title }),
  ).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('purchased-products').locator('tbody tr');

test.describe('purchased products', () => {
  test('the business customer searches, sorts and pages through what the company bought @desktop', async ({
    page,
  }) => {
    const locale = 'nl';
    const t = messages[locale].PurchasedProducts;
    await page.setViewportSize(DESKTOP);
    await openPage(page, locale, demoUsers.business);
    await expect(rows(page)).toHaveCount(10);
    await expectNoViolations(page, 'purchased products');

    // Search by a reference typed in lower case: every row found has it in its name or code.
    // The reference is the last line of a row's product cell.
    const product = (await rows(page).first().locator('th').textContent()) ?? '';
    const sku = /SKU-[A-Z0-9-]+$/.exec(product.trim())?.[0] ?? '';
    expect(sku).not.toBe('');
    await page.getByLabel(t.search).fill(sku.toLowerCase());
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(sku.toLowerCase())}`));
    await expect(rows(page).first()).toBeVisible();
    const found = await rows(page).allTextContents();
    expect(found.some((text) => text.includes(sku))).toBe(true);
    for (const text of found) expect(text.toLowerCase()).toContain(sku.toLowerCase());
    await page.getByRole('link', { name: t.clear }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));

    // Sorted by name, A to Z.
    await page.getByLabel(t.sort).selectOption('name');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/[?&]sort=name\b/);
    await expect(rows(page)).toHaveCount(10);
    // As Odoo orders them: by the name in lower case, character by character.
    const names = (await rows(page).locator('th a').allTextContents()).map((name) =>
      name.trim().toLowerCase(),
    );
    expect(names).toEqual([...names].sort());

    // The next page keeps the sort and shows other products.
    const firstPage = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.dataset.productId));
    await page
      .getByRole('navigation', { name: messages[locale].AccountDocuments.pagination })
      .getByRole('link', { name: messages[locale].AccountDocuments.nextPage })
      .click();
    await expect(page).toHaveURL(/[?&]sort=name&page=2\b/);
    await expect(rows(page).first()).toBeVisible();
    const secondPage = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.dataset.productId));
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  });

  test('a private customer adds selected products with the keyboard alone, on a phone @phone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const locale = 'en';
    const t = messages[locale].PurchasedProducts;
    await page.setViewportSize(PHONE);
    await openPage(page, locale, demoUsers.consumer);
    await emptyCart(page, locale);
    await gotoReady(page, localized(locale, PATH));
    await expect(rows(page).first()).toBeVisible();
    await expectNoViolations(page, 'purchased products (phone)');

    const row = rows(page).first();
    const productId = Number(await row.getAttribute('data-product-id'));
    await activate(page, row.getByRole('checkbox'), { key: 'Space' });
    await expect(row.getByRole('checkbox')).toBeChecked();
    await typeInto(page, row.getByRole('spinbutton'), '2');
    await activate(page, page.getByRole('button', { name: t.addSelected }));

    const answer = page.getByTestId('reorder-answer');
    await expect(answer).toContainText(
      fill(messages[locale].OrderAgain.summary, { added: 1, total: 1 }),
    );
    await expect(answer.locator('li[data-status="added"]')).toHaveCount(1);
    await expectNoViolations(page, 'purchased products answer (phone)');
    await tabTo(page, answer.getByRole('link', { name: messages[locale].OrderAgain.goToCart }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/cart$/);
    expect((await cartContents(page, locale)).get(productId)).toBe(2);
  });

  test('nothing selected: nothing is sent, and the page says why', async ({ page }) => {
    const locale = 'en';
    await openPage(page, locale, demoUsers.consumer);
    await page
      .getByRole('button', { name: messages[locale].PurchasedProducts.addSelected })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      messages[locale].PurchasedProducts.noneSelected,
    );
  });

  for (const locale of ['nl', 'en'] as const) {
    test(`a customer registered a minute ago has bought nothing yet (${locale})`, async ({
      page,
    }) => {
      const t = messages[locale].PurchasedProducts;
      await gotoReady(page, homePaths[locale]);
      const shopper = await registerShopper(page, 'purchased');
      await openPage(page, locale, shopper);
      const empty = page.getByTestId('purchased-empty');
      await expect(empty).toContainText(t.empty);
      await expect(empty.getByRole('link', { name: t.browse })).toBeVisible();
      await expect(page.getByTestId('purchased-products')).toHaveCount(0);
      await expectNoViolations(page, `purchased products, none yet (${locale})`);
    });
  }
});
