import { type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  activate,
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  expectNoViolations,
  typeInto,
  WIDTHS,
} from './accessibility-support';
import { expect } from './cart-support';
import { demoUsers, signIn } from './auth-support';
import { colleagueBrowser, newAdmin, stamp } from './company-support';
import { cartContents, fill, localized } from './reorder-support';
import { gotoReady, homePaths, messages, type TestLocale } from './support';

// Requisition lists as a business customer uses them, from a company registered a minute ago:
// a product page's "Add to list" makes the list, its page changes it and puts it in the cart,
// and another company finds no such list.

const [PHONE, DESKTOP] = WIDTHS;
const PRODUCT = '/product/kestrel-business-laptop-13-kx-680-15';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lineRows = (page: Page) => page.getByTestId('list-lines').locator('tbody tr');

for (const [locale, viewport] of [
  ['nl', DESKTOP],
  ['en', PHONE],
] as const satisfies readonly (readonly [TestLocale, { width: number; height: number }])[]) {
  test(`a company's new list from a product page to the cart, with the keyboard (${locale}, ${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = messages[locale];
    const r = t.RequisitionLists;
    await page.setViewportSize(viewport);
    await newAdmin(page, locale);

    // The product page's "Add to list": a new company has no list yet, so a new one it is.
    await gotoReady(page, localized(locale, PRODUCT));
    const opener = page.locator('article').getByRole('button', { name: t.Product.addToList });
    await activate(page, opener);
    const modal = page.getByRole('dialog', { name: t.AddToList.title });
    const newList = modal.getByRole('radio', { name: t.AddToList.newList });
    await expect(newList).toBeChecked();
    await expectFocusTrapped(page, modal);
    await expectEscapeReturnsFocus(page, modal, opener);

    await activate(page, opener);
    await expect(newList).toBeChecked();
    // Nothing named: the field says so and nothing is made.
    await activate(page, modal.getByRole('button', { name: t.AddToList.submit }));
    await expect(modal.getByText(t.FormErrors.required)).toBeVisible();
    const name = `Werkplaats ${stamp()}`;
    await typeInto(page, modal.getByLabel(t.AddToList.newListName), name);
    await expectNoViolations(page, 'add to list');
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('status').filter({ hasText: /\S/ })).toContainText(`“${name}”`);
    await activate(page, modal.getByRole('link', { name: t.AddToList.viewList }));

    // The list's page: a quantity and a note, saved, are there after a reload.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(lineRows(page)).toHaveCount(1);
    const row = lineRows(page).first();
    await typeInto(page, row.getByRole('spinbutton'), '3');
    await typeInto(page, row.getByRole('textbox'), 'voor de bus');
    const save = r.saveLineOf.split('{name}')[0] ?? '';
    await activate(page, row.getByRole('button', { name: new RegExp(`^${escape(save)}`) }));
    await expect(page.getByRole('status').filter({ hasText: r.lineSaved })).toBeVisible();
    await expectNoViolations(page, 'a list');
    await page.reload();
    await expect(lineRows(page).first().getByRole('spinbutton')).toHaveValue('3');
    await expect(lineRows(page).first().getByRole('textbox')).toHaveValue('voor de bus');

    // The whole list to the cart, answered per product.
    await activate(page, page.getByRole('button', { name: r.addSelected }));
    const answer = page.getByTestId('reorder-answer');
    await expect(answer).toContainText(fill(t.OrderAgain.summary, { added: 1, total: 1 }));
    expect([...(await cartContents(page, locale)).values()]).toEqual([3]);

    // The company's lists, with who made it.
    await gotoReady(page, localized(locale, '/my/lists'));
    const listed = page.getByTestId('requisition-lists').locator('tbody tr');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText(name);
    await expect(listed.first()).toContainText(r.you);
    await expectNoViolations(page, 'the lists');
    const listUrl = await listed.first().getByRole('link').getAttribute('href');

    // Another company's Admin finds no such list.
    const theirs = await colleagueBrowser(browser, page);
    await newAdmin(theirs, locale);
    await gotoReady(theirs, listUrl ?? '');
    // The not-found page (its status stays 200: the account frame has already streamed).
    await expect(theirs.getByText(t.Errors.notFoundText)).toBeVisible();
    await expect(theirs.getByText(name)).toHaveCount(0);
    await theirs.context().close();

    // Deleting asks first; Cancel has the focus, so a second Enter deletes nothing.
    await activate(page, listed.first().getByRole('link'));
    await activate(page, page.getByRole('button', { name: r.delete }));
    const question = page.getByRole('dialog', { name: r.deleteTitle });
    await expect(question.getByRole('button', { name: r.cancel })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: r.delete })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/my/lists')}$`));
    await expect(page.getByTestId('lists-empty')).toBeVisible();
  });
}

test('an order, purchased products and a quick order go to a list of the company (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const locale = 'en';
  const t = messages[locale];
  await gotoReady(page, homePaths[locale]);
  await signIn(page, locale, demoUsers.business);

  // Order again's "Add to list": the chosen products of the order, to a new list.
  await gotoReady(page, localized(locale, '/my/orders'));
  const row = page.getByTestId('order-list').locator('tbody tr').first();
  const order = ((await row.getByRole('link').textContent()) ?? '').trim();
  await activate(
    page,
    row.getByRole('button', { name: fill(t.OrderAgain.buttonNamed, { name: order }) }),
  );
  const orderDialog = page.getByRole('dialog', { name: fill(t.OrderAgain.title, { name: order }) });
  await expect(orderDialog.getByTestId('order-again-line').first()).toBeVisible();
  const products = await orderDialog.getByTestId('order-again-line').count();
  await activate(page, orderDialog.getByRole('button', { name: t.OrderAgain.addToList }));
  await expect(orderDialog).toBeHidden();
  const modal = page.getByRole('dialog', { name: t.AddToList.title });
  await expect(modal).toContainText(fill(t.OrderAgain.listTitle, { name: order }));
  await chooseNewList(page, modal, locale);
  const name = `Reorder ${stamp()}`;
  await typeInto(page, modal.getByLabel(t.AddToList.newListName), name);
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('status').filter({ hasText: /\S/ })).toContainText(
    `${products} ${products === 1 ? 'product' : 'products'} added to “${name}”.`,
  );
  await page.keyboard.press('Escape');

  // Purchased products' "Add selected to list": the list just made is offered first.
  await gotoReady(page, localized(locale, '/my/purchased-products'));
  const purchased = page.getByTestId('purchased-products').locator('tbody tr').first();
  await activate(page, purchased.getByRole('checkbox'), { key: 'Space' });
  await activate(page, page.getByRole('button', { name: t.PurchasedProducts.addSelectedToList }));
  await expect(modal.getByRole('radio', { name })).toBeChecked();
  await activate(page, modal.getByRole('button', { name: t.AddToList.submit }));
  await expect(modal.getByRole('status').filter({ hasText: /\S/ })).toContainText(
    `added to “${name}”.`,
  );
  await expectNoViolations(page, 'add selected purchases to a list');
  await page.keyboard.press('Escape');

  // The quick order's "Add to list": known SKUs as products, an unknown one named and kept.
  await gotoReady(page, localized(locale, '/cart'));
  await page.getByText(t.CartPage.quickOrderTitle).click();
  await page.getByLabel(t.CartPage.quickOrderLabel).fill('SKU-00001-SLV-32GB 2\nNOPE-404 1');
  await activate(page, page.getByRole('button', { name: t.CartPage.quickOrderToList }));
  await expect(page.getByTestId('quick-order-result')).toContainText('NOPE-404');
  await expect(modal).toContainText(t.CartPage.quickOrderListTitle);
  await expect(modal.getByRole('radio', { name })).toBeChecked();
  await activate(page, modal.getByRole('button', { name: t.AddToList.submit }));
  await expect(modal.getByRole('status').filter({ hasText: /\S/ })).toContainText(
    `1 product added to “${name}”.`,
  );
});

/** The modal's "A new list", however many lists the company already has. */
async function chooseNewList(page: Page, modal: ReturnType<Page['getByRole']>, locale: TestLocale) {
  const choice = modal.getByRole('radio', { name: messages[locale].AddToList.newList });
  await choice.check();
  await expect(choice).toBeChecked();
}
