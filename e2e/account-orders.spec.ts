import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { registerThroughEndpoint, signIn, type Credentials } from './auth-support';
import {
  completeBillingAndReview,
  addShippingAddress,
  expect,
  fillCart,
  path,
  payButton,
  paymentChoice,
} from './checkout-support';
import { gotoReady, homePaths, messages, type TestLocale } from './support';

// An order paid by bank transfer is the customer's order from the moment it is placed, although
// Odoo keeps it a sent quotation with a pending transaction until the money arrives.

const LOCALES: TestLocale[] = ['nl', 'en'];

/** A customer registered for this test only: its orders and quotes are its own. */
async function newCustomer(page: Page, locale: TestLocale) {
  const id = `${Date.now().toString(36)}${test.info().workerIndex}${locale}`;
  const user: Credentials = { email: `orders-${id}@example.com`, password: 'orders-secret-1' };
  await gotoReady(page, homePaths[locale]);
  await registerThroughEndpoint(page, locale, {
    ...user,
    name: `Olga Orders ${id}`,
    company: `Orders ${id} B.V.`,
  });
  await signIn(page, locale, user);
  return user;
}

for (const locale of LOCALES) {
  const t = messages[locale];

  test(`an order paid by bank transfer is among the orders, waiting for payment (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newCustomer(page, locale);
    const street = `Overboekingstraat ${Date.now() % 10_000}`;
    await fillCart(page, locale);
    await gotoReady(page, path(locale, '/checkout'));
    // A new customer has no usable address yet: the step opens the form for one at once.
    await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/shipping')}$`));
    await addShippingAddress(page, locale, street);
    await completeBillingAndReview(page, locale, street);
    await paymentChoice(page, locale, 'Bank transfer').check();
    await payButton(page, t.Checkout.placeOrder).click();
    await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`));
    const orderName = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderName).toMatch(/^S\d+$/);

    await gotoReady(page, path(locale, '/my/orders'));
    const orders = page.getByTestId('order-list');
    const row = orders.getByRole('row', { name: new RegExp(orderName) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t.OrderStatus.awaitingPayment);
    await expect(page.getByText(t.AccountOrders.empty)).toHaveCount(0);

    // Its page is the order's, with the same status; the quote page sends it there.
    await row.getByRole('link', { name: orderName }).click();
    await expect(page).toHaveURL(new RegExp(`${path(locale, '/my/orders/')}\\d+$`));
    await expect(page.getByRole('main')).toContainText(t.OrderStatus.awaitingPayment);
    const orderUrl = page.url();
    const id = orderUrl.split('/').pop() ?? '';
    await gotoReady(page, path(locale, `/my/quotes/${id}`));
    await expect(page).toHaveURL(orderUrl);

    // Not a quotation: neither under All nor under Open.
    for (const tab of ['', '?status=open']) {
      await gotoReady(page, `${path(locale, '/my/quotes')}${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(orderName);
    }
  });
}
