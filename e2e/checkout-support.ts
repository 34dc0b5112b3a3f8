import { expect as baseExpect, type Page } from '@playwright/test';
import { fillLogin, openLoginModal } from './auth-support';
import { gotoReady, messages, mockOdoo, type TestLocale } from './support';

// Steps of the checkout journeys. Every test signs in as its own seeded shopper (mock-odoo's
// checkout1…16@example.com): all sessions of a customer share the open order, so tests that pay
// must not share an account.

/** Server round trips on a busy runner can exceed the default 5 s. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const path = (locale: TestLocale, bare: string) =>
  locale === 'nl' ? bare : `/${locale}${bare === '/' ? '' : bare}`;

export function shopper(n: number) {
  return { email: `checkout${n}@example.com`, password: 'checkout123', name: `Shopper ${n}` };
}

/** Buyable seeded variants with their SKUs (quick order adds them in one go). */
export const PRODUCT_SKUS = ['SKU-00001-SLV-32GB', 'SKU-00002-16GB'];

/**
 * What quick order finds on a stock Odoo 15, whose product search knows only a template's own
 * reference: two laptops whose default variants (16 GB) are in stock.
 */
export const TEMPLATE_SKUS = ['SKU-00002', 'SKU-00007'];

export async function signInAs(page: Page, locale: TestLocale, n: number) {
  await gotoReady(page, path(locale, '/'));
  await openLoginModal(page, locale);
  await fillLogin(page, locale, shopper(n));
  await expect(page.getByText(messages[locale].AuthMessages.loggedIn)).toBeVisible();
}

/**
 * Starts from an empty cart (a failed earlier run may have left lines on the shopper's open
 * order) and adds the two products with the cart page's quick order.
 */
export async function emptyCart(page: Page, locale: TestLocale) {
  const t = messages[locale];
  await gotoReady(page, path(locale, '/cart'));
  const lines = page.getByTestId('cart-line');
  // The cart page shows its lines or says it is empty once it has loaded.
  await expect(lines.first().or(page.getByText(t.CartSidebar.empty))).toBeVisible();
  if ((await lines.count()) === 0) return;
  await page.getByLabel(t.CartPage.selectAll).check();
  await page.getByRole('button', { name: t.CartPage.removeSelected }).click();
  await expect(lines).toHaveCount(0);
  // The page shows the removal at once; the counter cookie says Odoo has done it.
  await expect
    .poll(
      async () =>
        (await page.context().cookies()).find((c) => c.name === 'cart-size')?.value ?? '0',
    )
    .toBe('0');
}

export async function fillCart(page: Page, locale: TestLocale, skus = PRODUCT_SKUS) {
  const t = messages[locale];
  await emptyCart(page, locale);
  await page.getByText(t.CartPage.quickOrderTitle).click();
  await page.getByLabel(t.CartPage.quickOrderLabel).fill(skus.map((sku) => `${sku} 1`).join('\n'));
  await page.getByRole('button', { name: t.CartPage.quickOrderSubmit }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
}

export const stepHeading = (page: Page, locale: TestLocale) =>
  page.getByRole('heading', { level: 1, name: messages[locale].Checkout.title });

/** The amount in the order summary's total row, as text. */
export const summaryTotal = (page: Page) => page.getByTestId('cart-page-total');

/**
 * A customer who registers today, the way a shopper does: the login modal's registration (a
 * company, as the shop registers them), then signing in with the new password.
 */
export async function registerAndSignIn(page: Page, locale: TestLocale) {
  const t = messages[locale];
  const m = t.LoginModal;
  const email = `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoReady(page, path(locale, '/'));
  const dialog = await openLoginModal(page, locale);
  await dialog.getByRole('button', { name: m.createAccount }).click();
  const form = page.getByRole('form', { name: m.REGISTER });
  await form.getByLabel(m.email, { exact: true }).fill(email);
  await form.getByLabel(m.companyName).fill('Nieuwe Klant B.V.');
  await form.getByLabel(m.password, { exact: true }).fill('welcome-123');
  await form.getByLabel(m.repeatPassword).fill('welcome-123');
  await form.getByLabel(m.representative).fill('Noor Nieuw');
  await form.getByLabel(m.vat).fill('NL000099998B57');
  await form.getByLabel(m.chamberOfCommerce).fill('12345678');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: m.submitRegister }).click();
  await expect(page.getByText(t.AuthMessages.registered)).toBeVisible();
  const login = page.getByRole('form', { name: m.LOGIN });
  await login.getByLabel(m.password, { exact: true }).fill('welcome-123');
  await login.getByRole('button', { name: m.submitLogin }).click();
  await expect(page.getByText(t.AuthMessages.loggedIn)).toBeVisible();
}

/** Shipping: a new address for the order, and a delivery method that costs something. */
export async function completeShipping(page: Page, locale: TestLocale, street: string) {
  const t = messages[locale];
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/shipping')}$`));
  await page.getByRole('button', { name: t.Checkout.addAddress }).click();
  await addShippingAddress(page, locale, street);
}

/** Fills the open new-address form of the shipping step, then chooses the express delivery. */
export async function addShippingAddress(page: Page, locale: TestLocale, street: string) {
  const t = messages[locale];
  const a = t.AddressBook;
  // The form focuses its title once it runs (hydrated): what is typed before would be lost.
  await expect(page.getByRole('heading', { name: a.newShipping })).toBeFocused();
  await page.getByLabel(a.contactPerson).fill('Test Ontvanger');
  await page.getByLabel(a.street, { exact: true }).fill(street);
  await page.getByLabel(a.zip).fill('1011 AB');
  await page.getByLabel(a.city).fill('Amsterdam');
  await page.getByLabel(a.phone).fill('+31 20 123 4567');
  await page.getByRole('button', { name: a.save }).click();
  const addresses = page.getByRole('group', { name: t.Checkout.shippingAddress });
  await expect(addresses.getByRole('radio', { checked: true })).toHaveAccessibleName(
    new RegExp(street),
  );
  const before = await summaryTotal(page).textContent();
  await page.getByRole('radio', { name: /Expres/ }).check();
  // Odoo added the delivery line: the total changed without a page load.
  await expect(summaryTotal(page)).not.toHaveText(before ?? '');
  await expect(page.getByRole('radio', { name: /Expres/ })).toBeChecked();
  await page.getByRole('button', { name: t.Checkout.continueToBilling }).click();
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/billing')}$`));
  await expect(
    page.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) }),
  ).toBeVisible();
}

/** Billing: the same address as the delivery; then the review, then the payment step. */
/**
 * Billing's way on: a link, or for a business buyer the order note form's button, which saves the
 * PO number and note before the review opens.
 */
export function continueToReview(page: Page, locale: TestLocale) {
  const name = messages[locale].Checkout.continueToReview;
  return page.getByRole('link', { name }).or(page.getByRole('button', { name }));
}

export async function completeBillingAndReview(page: Page, locale: TestLocale, street: string) {
  const t = messages[locale].Checkout;
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/billing')}$`));
  const same = page.getByRole('radio', { name: new RegExp(t.sameAsShipping) });
  await same.check();
  await expect(same).toBeChecked();
  // A business buyer's note form has one primary action: going on (saving alone is secondary).
  const noteForm = page.locator('form', { has: page.locator('#order-note-title') });
  if ((await noteForm.count()) > 0) {
    await expect(noteForm.locator('.button--primary')).toHaveCount(1);
  }
  await continueToReview(page, locale).click();
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/review')}$`));
  await expect(page.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(street);
  await page.getByRole('link', { name: t.continueToPayment }).click();
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/payment')}`));
  await expect(page.getByRole('group', { name: t.paymentMethod })).toBeVisible();
}

/** The confirmation's order number (Odoo's name, S00012). */
export async function orderNumber(page: Page) {
  const name = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  baseExpect(name).toMatch(/^S\d+$/);
  return name;
}

/**
 * An order paid by bank transfer is the customer's order from the moment it is placed, although
 * Odoo keeps it a sent quotation with a pending transaction until the money arrives: it is on the
 * orders list and has an order page, and it is no quotation.
 */
export async function expectAmongOrders(page: Page, locale: TestLocale, orderName: string) {
  const t = messages[locale];
  await gotoReady(page, path(locale, '/my/orders'));
  const row = page.getByTestId('order-list').getByRole('row', { name: new RegExp(orderName) });
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

  // Neither under All nor under Open.
  for (const tab of ['', '?status=open']) {
    await gotoReady(page, `${path(locale, '/my/quotes')}${tab}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(orderName);
  }
}

/** mock-odoo's "Displayed as" of its acquirers in Dutch (Odoo translates the field). */
const DUTCH_ACQUIRER_LABELS: Record<string, string> = {
  'Bank transfer': 'Bankoverschrijving',
  'Card payment': 'Betalen met kaart',
  'Card payment (hosted page)': 'Betalen met kaart (betaalpagina)',
  'iDEAL, Bancontact or card': 'iDEAL, Bancontact of kaart',
};

/** The payment step's choice of acquirer, by the label Odoo gives it in the page's language. */
export const paymentChoice = (page: Page, locale: TestLocale, english: string) =>
  page.getByRole('radio', {
    name: (locale === 'nl' && DUTCH_ACQUIRER_LABELS[english]) || english,
    exact: true,
  });

/** Turns a seeded acquirer on or off in mock-odoo. */
export async function setAcquirerState(page: Page, name: string, state: 'test' | 'disabled') {
  const response = await page.request.post(`${mockOdoo}/__mock/acquirers`, {
    data: { name, state },
  });
  baseExpect(response.ok()).toBe(true);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pay button, whose label carries Odoo's total (`{amount}` in the message). */
export function payButton(page: Page, template: string) {
  const [before = '', after = ''] = template.split('{amount}');
  return page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`),
  });
}

/**
 * The payment transactions of the session's cart, or of the order whose payment the session is
 * waiting for, asked of mock-odoo with the shopper's Odoo session (cookies are per host, so the
 * browser's session cookie also goes to mock-odoo).
 */
export async function orderTransactions(
  page: Page,
  which: 'cart' | 'paying',
): Promise<{ orderId: number | null; count: number }> {
  const field = which === 'cart' ? 'cart' : 'paymentConfirmation';
  const response = await page.request.post(`${mockOdoo}/graphql/vsf`, {
    data: { query: `{ ${field} { order { id transactions { id } } } }` },
  });
  const body = (await response.json()) as {
    data?: Record<string, { order?: { id: number; transactions?: unknown[] } } | null>;
  };
  const order = body.data?.[field]?.order;
  return { orderId: order?.id ?? null, count: order?.transactions?.length ?? 0 };
}
