import { type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  activate,
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  expectNoViolations,
  signInWithKeyboard,
  tabTo,
  WIDTHS,
} from './accessibility-support';
import { demoUsers, signIn } from './auth-support';
import { expect } from './cart-support';
import { cartContents, emptyCart, fill, localized } from './reorder-support';
import { gotoReady, homePaths, messages, mockOdoo, productPath, type TestLocale } from './support';

// Order again as the business customer uses it (mock-odoo: six confirmed orders of two to five
// products): from an order's page and from the order list, with the mouse and with the keyboard
// alone, and with a price changed in Odoo since the order. Every session of a customer shares
// their cart, so these journeys run one after another.
test.describe.configure({ mode: 'serial' });

const [PHONE, DESKTOP] = WIDTHS;

async function signedIn(page: Page, locale: TestLocale) {
  await gotoReady(page, homePaths[locale]);
  await signIn(page, locale, demoUsers.business);
}

/** Opens the newest order from the order list; its name. */
async function openNewestOrder(page: Page, locale: TestLocale): Promise<string> {
  await gotoReady(page, localized(locale, '/my/orders'));
  const link = page.getByTestId('order-list').locator('tbody tr').first().getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(messages[locale].AccountOrders.detailTitle, { name }),
    }),
  ).toBeVisible();
  return name;
}

interface DialogLine {
  productId: number;
  quantity: number;
  checkbox: Locator;
  quantityField: Locator;
  text: string;
}

/** The dialog's products: variant id, the quantity offered, its check box and field. */
async function dialogLines(dialog: Locator): Promise<DialogLine[]> {
  const items = dialog.getByTestId('order-again-line');
  await expect(items.first()).toBeVisible();
  return Promise.all(
    (await items.all()).map(async (item) => ({
      productId: Number(await item.getAttribute('data-product-id')),
      quantity: Number(await item.getByRole('spinbutton').inputValue()),
      checkbox: item.getByRole('checkbox'),
      quantityField: item.getByRole('spinbutton'),
      text: (await item.textContent()) ?? '',
    })),
  );
}

/** The products the answer says were added (at the price paid or at today's). */
async function addedProducts(answer: Locator): Promise<Set<number>> {
  const items = answer.locator('li[data-status="added"], li[data-status="priceChanged"]');
  const ids = await items.evaluateAll((lis) => lis.map((li) => Number(li.dataset.productId)));
  return new Set(ids);
}

test.describe('order again', () => {
  test('from an order’s page: one quantity changed, one product left out, the cart holds exactly that @desktop', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const locale = 'en';
    const t = messages[locale].OrderAgain;
    await page.setViewportSize(DESKTOP);
    await signedIn(page, locale);
    await emptyCart(page, locale);
    const name = await openNewestOrder(page, locale);
    await expectNoViolations(page, 'order page');

    await page.getByRole('button', { name: t.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.title, { name }) });
    const lines = await dialogLines(dialog);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) await expect(line.checkbox).toBeChecked();
    const [changed, leftOut, ...kept] = lines as [DialogLine, DialogLine, ...DialogLine[]];
    await changed.quantityField.fill(String(changed.quantity + 1));
    await leftOut.checkbox.uncheck();
    await expectNoViolations(page, 'order again dialog');
    await dialog.getByRole('button', { name: t.submit }).click();

    const chosen = new Map([
      [changed.productId, changed.quantity + 1],
      ...kept.map((line): [number, number] => [line.productId, line.quantity]),
    ]);
    // One answer per product sent; what Odoo has no stock of (the seed has such) is not added.
    const answer = dialog.getByTestId('reorder-answer');
    await expect(answer.getByRole('listitem')).toHaveCount(chosen.size);
    const added = await addedProducts(answer);
    expect(added.size).toBeGreaterThan(0);
    await expect(answer).toContainText(fill(t.summary, { added: added.size, total: chosen.size }));
    // The header's count follows the cart at once (another journey may add to the same cart).
    await expect
      .poll(async () =>
        Number(await page.locator('header').getByTestId('cart-count').textContent()),
      )
      .toBeGreaterThanOrEqual(added.size);
    await expectNoViolations(page, 'order again answer');

    await answer.getByRole('link', { name: t.goToCart }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    // Exactly what was added, in the chosen quantities; nothing of what was left out.
    const cart = await cartContents(page, locale);
    for (const line of lines) {
      expect(cart.get(line.productId), `product ${line.productId} in the cart`).toBe(
        added.has(line.productId) ? chosen.get(line.productId) : undefined,
      );
    }
  });

  test('from the order list with the keyboard alone, on a phone @phone', async ({ page }) => {
    test.setTimeout(120_000);
    const t = messages.nl.OrderAgain;
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/');
    await signInWithKeyboard(page, demoUsers.business, { phone: true });
    await gotoReady(page, '/my/orders');
    const row = page.getByTestId('order-list').locator('tbody tr').first();
    const name = ((await row.getByRole('link').textContent()) ?? '').trim();
    const opener = row.getByRole('button', { name: fill(t.buttonNamed, { name }) });
    await expectNoViolations(page, 'order list');

    await activate(page, opener);
    const dialog = page.getByRole('dialog', { name: fill(t.title, { name }) });
    const lines = await dialogLines(dialog);
    await expectFocusTrapped(page, dialog);
    await expectEscapeReturnsFocus(page, dialog, opener);

    // Open again: the products are there at once, all in; leave the last one out.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const last = lines.at(-1)!;
    await activate(page, last.checkbox, { key: 'Space' });
    await expect(last.checkbox).not.toBeChecked();
    await tabTo(page, lines[0]!.quantityField, { backwards: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await activate(page, dialog.getByRole('button', { name: t.submit }));
    const answer = dialog.getByTestId('reorder-answer');
    await expect(answer.getByRole('listitem')).toHaveCount(lines.length - 1);
    await expect(answer.locator(`li[data-product-id="${last.productId}"]`)).toHaveCount(0);
    await expect(answer).toContainText(
      fill(t.summary, { added: (await addedProducts(answer)).size, total: lines.length - 1 }),
    );
    await expectNoViolations(page, 'order again answer');
    await expectEscapeReturnsFocus(page, dialog, opener);
  });

  test('a price changed since the order shows the price paid and today’s @desktop', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const locale = 'nl';
    const t = messages[locale].OrderAgain;
    await page.setViewportSize(DESKTOP);
    await signedIn(page, locale);
    await emptyCart(page, locale);
    const name = await openNewestOrder(page, locale);
    await page.getByRole('button', { name: t.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.title, { name }) });
    // A product Odoo has in stock (added as it is), and not a laptop whose price other
    // journeys check; the others are left out of the second try.
    const lines = await dialogLines(dialog);
    await dialog.getByRole('button', { name: t.submit }).click();
    const answer = dialog.getByTestId('reorder-answer');
    await expect(answer.getByRole('listitem')).toHaveCount(lines.length);
    const added = await addedProducts(answer);
    const line = lines.find(
      (candidate) => added.has(candidate.productId) && !/SKU-000(01|50)\b/.test(candidate.text),
    );
    expect(line, 'the newest order has a product in stock whose price may change').toBeTruthy();
    for (const other of lines) if (other !== line) await other.checkbox.uncheck();
    // The product's template, as the shop's quick search finds it by the line's reference.
    const sku = /SKU-\d+/.exec(line!.text)?.[0] ?? '';
    const templateId = Number(/-(\d+)$/.exec(await productPath(page.request, sku))?.[1]);
    const previous = await setListPrice(page, templateId, 4321);
    try {
      await dialog.getByRole('button', { name: t.submit }).click();
      const changed = answer.locator(
        `li[data-product-id="${line!.productId}"][data-status="priceChanged"]`,
      );
      await expect(changed).toBeVisible();
      await expect(answer.getByRole('listitem')).toHaveCount(1);
      const amounts = ((await changed.textContent()) ?? '').match(/€\s?[\d.]+,\d{2}/g) ?? [];
      // Today's price first, then the one paid: two amounts, and not the same.
      expect(amounts).toHaveLength(2);
      expect(amounts[0]).not.toBe(amounts[1]);
      await expectNoViolations(page, 'price change');
    } finally {
      await setListPrice(page, templateId, previous);
    }
  });
});

/** Changes a product's list price in Odoo's back office; the price it had. */
async function setListPrice(page: Page, templateId: number, listPrice: number): Promise<number> {
  const response = await page.request.post(`${mockOdoo}/__mock/product-price`, {
    data: { templateId, listPrice },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { previous: number }).previous;
}
