import type { Page } from '@playwright/test';
import { demoUsers, openLoginModal, signIn } from '../auth-support';
import { cardName, wishlistBadge } from '../cart-support';
import {
  addShippingAddress,
  expect,
  fillCart,
  path,
  payButton,
  registerAndSignIn,
  TEMPLATE_SKUS,
} from '../checkout-support';
import { test } from '../fixtures';
import { gotoListing, gotoReady, messages, mockOdoo, type TestLocale } from '../support';

// The shop on a stock Odoo 15 (graphql_vuestorefront 15.0 without our modules), as a merchant
// who installs only that gets it: what the core API offers works, in Dutch and in English, and
// nothing visible leads nowhere. A stock Odoo answers in one language whatever the shopper's
// (its website's, Dutch here, on mock-odoo; a signed-in customer's own on a live Odoo), so Odoo's
// own names (products, payment methods) are Dutch in both.

test.describe.configure({ timeout: 150_000 });

for (const locale of ['nl', 'en'] as const) {
  const t = messages[locale];

  test.describe(`stock Odoo 15 (${locale})`, () => {
    test('every link of the header and footer answers, and the static pages have content @live', async ({
      page,
      request,
    }) => {
      await gotoReady(page, path(locale, '/'));
      const hrefs = await page
        .locator('header a[href^="/"], footer a[href^="/"], nav a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBeLessThan(400);
      }
      for (const slug of ['about', 'terms', 'privacy', 'shipping']) {
        await gotoReady(page, path(locale, `/page/${slug}`));
        await expect(page.getByRole('main').locator('p').first()).not.toBeEmpty();
      }
    });

    test('a category with a filter, a product with a variant, search, cart and wishlist @live', async ({
      page,
    }) => {
      await gotoListing(page, path(locale, '/category/computers'));
      const filters = page.getByRole('complementary', { name: t.Listing.filters });
      // The first value of the first attribute (a colour): "Zwart" on mock-odoo, "Black" on a live
      // stock Odoo, whose graphql_vuestorefront answers a visitor in English unless the
      // website's domain matches the resquest-host header.
      await filters
        .getByRole('group')
        .filter({ has: page.getByRole('checkbox') })
        .first()
        .locator('label')
        .first()
        .click();
      await expect(page).toHaveURL(/[?&][a-z-]+=\d+/);
      const card = page.locator('article:visible').first();
      await expect(card).toBeVisible();

      const name = await cardName(card);
      await card
        .getByRole('button', { name: t.ProductCard.toggleWishlist.replace('{name}', name) })
        .click();
      await expect(wishlistBadge(page)).toHaveText('1');

      await card.locator('a').first().click();
      await expect(page).toHaveURL(/\/product\//);
      const variants = page.getByRole('radiogroup').first();
      if (await variants.isVisible()) {
        await variants.getByRole('radio').last().check({ force: true });
        await expect(page).toHaveURL(/variant=\d+/);
      }
      await expect(page.getByTestId('product-price').first()).not.toBeEmpty();

      // A model code: in the product's name in every language.
      await gotoReady(page, path(locale, '/search?q=NB-860'));
      await expect(page.locator('article:visible').first()).toBeVisible();

      // Quick order on a stock Odoo: one core product search per reference, which finds a
      // template's own reference and not a variant's.
      await fillCart(page, locale, TEMPLATE_SKUS);
    });

    test('a customer registered today pays by bank transfer and finds the order under orders @live', async ({
      page,
    }) => {
      const street = `Stockstraat ${Date.now() % 10_000}`;
      await registerAndSignIn(page, locale);
      await fillCart(page, locale, TEMPLATE_SKUS);
      await gotoReady(page, path(locale, '/checkout'));
      await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/shipping')}$`));
      await addShippingAddress(page, locale, street);
      await page.getByRole('link', { name: t.Checkout.continueToReview }).click();
      await page.getByRole('link', { name: t.Checkout.continueToPayment }).click();
      const methods = page.getByRole('group', { name: t.Checkout.paymentMethod });
      // What a stock Odoo completes: the transfer and Adyen's Drop-in, not the hosted pages.
      await expect(methods.getByRole('radio')).toHaveCount(2);
      // Odoo's name in the customer's language: a stock Odoo registers an API customer in the
      // request's (the website's on mock-odoo, English on a live Odoo without a website domain).
      await methods.getByRole('radio', { name: /^(Bankoverschrijving|Bank transfer)$/ }).check();
      await payButton(page, t.Checkout.placeOrder).click();

      await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`));
      const orderId = /(\d+)$/.exec(page.url())![1]!;
      await expect(page.getByTestId('payment-state')).toHaveText(
        t.OrderConfirmation.awaitingTransfer,
      );
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation).toContainText(street);
      // Odoo's transfer details: its bank account.
      await expect(confirmation).toContainText(/NL\d{2} ?[A-Z]{4}/);
      await expect(page.locator('header').getByTestId('cart-count')).toHaveText('');

      await gotoReady(page, path(locale, '/my/orders'));
      // Among the orders, waiting for the transfer (core fields only on a stock Odoo).
      const row = page.getByTestId('order-list').locator(`tr[data-order-id="${orderId}"]`);
      await expect(row).toContainText(t.OrderStatus.awaitingPayment);
      // The address book (on the account page) has the delivery address.
      await gotoReady(page, path(locale, '/my'));
      await expect(page.getByRole('main')).toContainText(street);
      // Another customer's order is a real 404.
      const foreign = await page.request.get(path(locale, '/my/orders/1'));
      expect(foreign.status()).toBe(404);
    });

    test('Adyen’s Drop-in with a redirect method (iDEAL) pays the order', async ({ page }) => {
      const street = `Idealweg ${Date.now() % 10_000}`;
      await registerAndSignIn(page, locale);
      await fillCart(page, locale, TEMPLATE_SKUS);
      await gotoReady(page, path(locale, '/checkout'));
      await addShippingAddress(page, locale, street);
      await page.getByRole('link', { name: t.Checkout.continueToReview }).click();
      await page.getByRole('link', { name: t.Checkout.continueToPayment }).click();
      await page.getByRole('radio', { name: 'Betalen met kaart', exact: true }).check();
      await page.route('**/translations/*.json', (route) => route.abort());
      const dropIn = page.getByRole('region', { name: t.AdyenPayment.region });
      await dropIn.getByText('iDEAL', { exact: true }).click();
      await dropIn.getByRole('button', { name: /iDEAL/ }).click();
      await expect(page.getByRole('heading', { name: 'Adyen test bank (redirect)' })).toBeVisible();
      await page.getByRole('button', { name: 'Authorised', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`));
      await expect(page.getByTestId('payment-state')).toHaveText(t.OrderConfirmation.paid);
    });

    test('a forgotten password is reset by mail', async ({ page, request }) => {
      const email = `stock-reset-${locale}-${Date.now()}@example.com`;
      await gotoReady(page, path(locale, '/'));
      await register(page, locale, email);
      const m = t.LoginModal;
      // The modal is back in its login mode after the registration.
      await page.getByRole('button', { name: m.forgotPassword }).click();
      const form = page.getByRole('form', { name: m.RESET });
      await form.getByLabel(m.email, { exact: true }).fill(email);
      await form.getByRole('button', { name: m.submitReset }).click();
      await expect(
        page.getByText(t.AuthMessages.resetSent.replace('{email}', email)),
      ).toBeVisible();
      const mails = (await (await request.get(`${mockOdoo}/__mock/mail?to=${email}`)).json()) as {
        body: string;
      }[];
      const link = mails[0]?.body.match(/\/forgot-password\/new-password\?token=[^"'\s<]+/)?.[0];
      expect(link).toBeTruthy();
      await gotoReady(page, path(locale, link!));
      await page.getByLabel(t.PasswordReset.password, { exact: true }).fill('second-password');
      await page.getByLabel(t.PasswordReset.repeatPassword).fill('second-password');
      await page.getByRole('button', { name: t.PasswordReset.submit }).click();
      await expect(page.getByText(t.AuthMessages.passwordReset)).toBeVisible();
      await signIn(page, locale, { email, password: 'second-password' });
    });
  });
}

test('a business buyer sees the company details, and no reference form Odoo could not store @live', async ({
  page,
}) => {
  const t = messages.nl.Checkout;
  await gotoReady(page, '/');
  await signIn(page, 'nl', demoUsers.business);
  await fillCart(page, 'nl', TEMPLATE_SKUS);
  await gotoReady(page, '/checkout/billing');
  await expect(page.getByRole('heading', { name: t.companyDetails })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.orderNote })).toHaveCount(0);
});

test('punch-out answers a clean refusal: cXML 450, and a page that says why @live', async ({
  page,
  request,
}) => {
  const setup = await request.post('/payment/cxml/punchout_request', {
    headers: { 'content-type': 'text/xml' },
    data: `<?xml version="1.0"?><cXML payloadID="stock-1@buyer" timestamp="${new Date().toISOString()}"><Header><From><Credential domain="DUNS"><Identity>1</Identity></Credential></From><To><Credential domain="DUNS"><Identity>2</Identity></Credential></To><Sender><Credential domain="DUNS"><Identity>1</Identity><SharedSecret>x</SharedSecret></Credential><UserAgent>Buyer</UserAgent></Sender></Header><Request><PunchOutSetupRequest operation="create"><BuyerCookie>c</BuyerCookie><BrowserFormPost><URL>https://buyer.example/return</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`,
  });
  expect(setup.status()).toBe(501);
  expect(await setup.text()).toContain('<Status code="450" text="Not Implemented">');
  await page.goto('/punchout/oci?USERNAME=buyer&PASSWORD=secret&HOOK_URL=https://erp.example/hook');
  await expect(page.getByText(messages.nl.Punchout.ended.notOffered)).toBeVisible();
});

/** Registers through the login modal (the plain journey; company details are not kept here). */
async function register(page: Page, locale: TestLocale, email: string) {
  const t = messages[locale];
  const m = t.LoginModal;
  const dialog = await openLoginModal(page, locale);
  await dialog.getByRole('button', { name: m.createAccount }).click();
  const form = page.getByRole('form', { name: m.REGISTER });
  await form.getByLabel(m.email, { exact: true }).fill(email);
  await form.getByLabel(m.companyName).fill('Stock Klant');
  await form.getByLabel(m.password, { exact: true }).fill('first-password');
  await form.getByLabel(m.repeatPassword).fill('first-password');
  await form.getByLabel(m.representative).fill('Sam Stock');
  await form.getByLabel(m.vat).fill('NL000099998B57');
  await form.getByLabel(m.chamberOfCommerce).fill('12345678');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: m.submitRegister }).click();
  await expect(page.getByText(t.AuthMessages.registered)).toBeVisible();
  // A stock Odoo keeps the account, not the company details: the shop says so.
  await expect(page.getByText(t.AuthMessages.companyDetailsNotStored)).toBeVisible();
}
