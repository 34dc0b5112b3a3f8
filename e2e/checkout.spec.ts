import { test } from './fixtures';
import {
  addShippingAddress,
  completeBillingAndReview,
  completeShipping,
  continueToReview,
  emptyCart,
  expect,
  expectAmongOrders,
  fillCart,
  orderNumber,
  path,
  paymentChoice,
  payButton,
  orderTransactions,
  registerAndSignIn,
  setAcquirerState,
  signInAs,
  stepHeading,
} from './checkout-support';
import { gotoReady, messages, seriousViolations, type TestLocale } from './support';

// The checkout as a shopper walks it: each step a URL, amounts only from Odoo, and the payment
// providers through mock-odoo's emulators. Fresh contexts; one seeded shopper per test.

// The shopper of each journey per language. The bank transfer runs in both; every other journey
// in one of them (the steps' texts in both languages are the same components, and the suite's
// time is spent on whole journeys).
const LOCALES: { locale: TestLocale; shoppers: Partial<Record<Journey, number>> }[] = [
  { locale: 'nl', shoppers: { transfer: 1, hosted: 2, adyen: 11, other: 13 } },
  { locale: 'en', shoppers: { transfer: 5, guards: 7, mollie: 10, other: 14 } },
];
type Journey = 'transfer' | 'hosted' | 'guards' | 'mollie' | 'adyen' | 'other';

for (const { locale, shoppers } of LOCALES) {
  const t = messages[locale];

  test.describe(`checkout (${locale})`, () => {
    // Whole journeys through four steps and a provider's page.
    test.describe.configure({ timeout: 120_000 });

    test('pays by wire transfer: shipping, billing, review, confirmation with reference and IBAN @live', async ({
      page,
      browser,
    }) => {
      const street = `Overboekingstraat ${Date.now() % 10_000}`;
      await signInAs(page, locale, shoppers.transfer!);
      await fillCart(page, locale);
      await gotoReady(page, path(locale, '/checkout'));
      await expect(stepHeading(page, locale)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await completeShipping(page, locale, street);
      expect(await seriousViolations(page)).toEqual([]);
      await completeBillingAndReview(page, locale, street);
      expect(await seriousViolations(page)).toEqual([]);

      await paymentChoice(page, locale, 'Bank transfer').check();
      await payButton(page, t.Checkout.placeOrder).click();

      await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`));
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(
        t.OrderConfirmation.title,
      );
      const orderName = await orderNumber(page);
      await expect(page.getByTestId('payment-state')).toHaveText(
        t.OrderConfirmation.awaitingTransfer,
      );
      await expect(page.getByTestId('transfer-reference')).toHaveText(orderName);
      await expect(page.getByTestId('transfer-instructions')).toContainText('NL91ABNA0417164300');
      await expect(confirmation).toContainText(street);
      // Payment confirmation replaced the cart: the badge is empty without a reload.
      await expect(page.locator('header').getByTestId('cart-count')).toHaveText('');
      expect(await seriousViolations(page)).toEqual([]);

      // The order is the customer's: it is on the order page of the account.
      const confirmationUrl = page.url();
      await page.getByRole('link', { name: t.OrderConfirmation.viewOrder }).click();
      await expect(page.getByRole('main')).toContainText(orderName);

      // Another customer opening this confirmation finds nothing.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await signInAs(otherPage, locale, shoppers.other!);
      await gotoReady(otherPage, confirmationUrl);
      await expect(otherPage.getByRole('main')).toContainText(t.Errors.notFoundText);
      await expect(otherPage.getByRole('main')).not.toContainText(orderName);
      await expect(otherPage.getByRole('main')).not.toContainText(street);
      await other.close();
    });

    if (shoppers.hosted !== undefined)
      test('adyen hosted payment page: authorised comes back confirmed, a replayed return changes nothing', async ({
        page,
      }) => {
        const street = `Hostedweg ${Date.now() % 10_000}`;
        await signInAs(page, locale, shoppers.hosted!);
        await fillCart(page, locale);
        await gotoReady(page, path(locale, '/checkout'));
        await completeShipping(page, locale, street);
        await completeBillingAndReview(page, locale, street);
        await paymentChoice(page, locale, 'Card payment (hosted page)').check();
        await payButton(page, t.Checkout.payAmount).click();

        // mock-odoo's stand-in for Adyen's hosted page.
        await expect(page.getByRole('heading', { name: 'Adyen test payment page' })).toBeVisible();
        await page.getByRole('button', { name: 'Authorised' }).click();
        await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`));
        await expect(page.getByTestId('payment-state')).toHaveText(t.OrderConfirmation.paid);
        await expect(page.locator('header').getByTestId('cart-count')).toHaveText('');
        const confirmed = page.url();

        // Back to the return URL with a made-up result: Odoo's transaction decides, nothing changes.
        await gotoReady(
          page,
          `${path(locale, '/payment-details')}?authResult=REFUSED&merchantReference=x`,
        );
        await expect(page).toHaveURL(confirmed);
        await expect(page.getByTestId('payment-state')).toHaveText(t.OrderConfirmation.paid);
      });

    if (shoppers.mollie !== undefined)
      test('mollie: paid comes back confirmed; a cancelled second payment returns to the payment step', async ({
        page,
      }) => {
        const street = `Mollieplein ${Date.now() % 10_000}`;
        await signInAs(page, locale, shoppers.mollie!);
        for (const outcome of ['Paid', 'Cancelled'] as const) {
          await fillCart(page, locale);
          await gotoReady(page, path(locale, '/checkout'));
          await completeShipping(page, locale, `${street}${outcome === 'Paid' ? '' : 'A'}`);
          await completeBillingAndReview(page, locale, `${street}${outcome === 'Paid' ? '' : 'A'}`);
          await paymentChoice(page, locale, 'iDEAL, Bancontact or card').check();
          // A double click starts one payment: one more transaction on the order (an earlier run
          // may have left a cancelled one on this shopper's cart).
          const before = await orderTransactions(page, 'cart');
          await payButton(page, t.Checkout.payAmount).dblclick();

          // mock-odoo's stand-in for Mollie's hosted checkout, reached through Mollie's API client.
          await expect(page.getByRole('heading', { name: 'Mollie test checkout' })).toBeVisible();
          expect(await orderTransactions(page, 'paying')).toEqual({
            orderId: before.orderId,
            count: before.count + 1,
          });
          await page.getByRole('button', { name: outcome, exact: true }).click();
          if (outcome === 'Paid') {
            await expect(page).toHaveURL(
              new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`),
            );
            await expect(page.getByTestId('payment-state')).toHaveText(t.OrderConfirmation.paid);
            await expect(page.locator('header').getByTestId('cart-count')).toHaveText('');
          }
        }
        // The second payment was cancelled: back on the payment step, the cart still there.
        await expect(page).toHaveURL(
          new RegExp(`${path(locale, '/checkout/payment')}\\?payment=cancelled$`),
        );
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          t.Checkout.paymentCancelled,
        );
        await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveCount(2);
      });

    if (shoppers.adyen !== undefined)
      test('adyen drop-in: iDEAL through the bank authorised, then a refused payment back to the payment step', async ({
        page,
      }) => {
        const street = `Adyenkade ${Date.now() % 10_000}`;
        // The Drop-in speaks the page's language: it asks Adyen's CDN for that locale's texts (en-US
        // is built in). The CDN is out of reach here, so the request is only recorded.
        const translations: string[] = [];
        await page.route('**/translations/*.json', async (route) => {
          translations.push(new URL(route.request().url()).pathname.split('/').pop()!);
          await route.abort();
        });
        await signInAs(page, locale, shoppers.adyen!);
        for (const outcome of ['Authorised', 'Refused'] as const) {
          await fillCart(page, locale);
          await gotoReady(page, path(locale, '/checkout'));
          await completeShipping(page, locale, `${street}${outcome[0]}`);
          await completeBillingAndReview(page, locale, `${street}${outcome[0]}`);
          await paymentChoice(page, locale, 'Card payment').check();
          // Adyen's Drop-in (its code loads now), fed by mock-odoo's canned payment methods.
          const dropIn = page.getByRole('region', { name: t.AdyenPayment.region });
          await dropIn.getByText('iDEAL', { exact: true }).click();
          await dropIn.getByRole('button', { name: /iDEAL/ }).click();
          expect(translations).toEqual(locale === 'nl' ? ['nl-NL.json'] : []);
          translations.length = 0;
          await expect(
            page.getByRole('heading', { name: 'Adyen test bank (redirect)' }),
          ).toBeVisible();
          await page.getByRole('button', { name: outcome, exact: true }).click();
          if (outcome === 'Authorised') {
            await expect(page).toHaveURL(
              new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`),
            );
            await expect(page.getByTestId('payment-state')).toHaveText(t.OrderConfirmation.paid);
            await expect(page.locator('header').getByTestId('cart-count')).toHaveText('');
          }
        }
        await expect(page).toHaveURL(
          new RegExp(`${path(locale, '/checkout/payment')}\\?payment=refused$`),
        );
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          t.Checkout.paymentRefused,
        );
        await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveCount(2);
      });

    if (shoppers.guards !== undefined)
      test('each step guards itself, and Back from payment to billing keeps the choices', async ({
        page,
      }) => {
        await signInAs(page, locale, shoppers.guards!);
        // An empty cart: the payment step and the billing step send the shopper to the cart.
        await emptyCart(page, locale);
        // The return page without a payment to check says so.
        // (A blank-layout page: no shell islands to wait for.)
        await page.goto(path(locale, '/payment-details'));
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          t.PaymentDetails.noPayment,
        );
        expect(await seriousViolations(page)).toEqual([]);
        for (const step of [
          '/checkout/payment',
          '/checkout/billing',
          '/checkout/shipping',
          '/checkout',
        ]) {
          await page.goto(path(locale, step));
          await expect(page).toHaveURL(new RegExp(`${path(locale, '/cart')}$`));
        }

        const street = `Terugweg ${Date.now() % 10_000}`;
        await fillCart(page, locale);
        await gotoReady(page, path(locale, '/checkout/shipping'));
        await completeShipping(page, locale, street);
        await completeBillingAndReview(page, locale, street);
        await page.goBack();
        await expect(page.getByRole('heading', { name: t.Checkout.reviewTitle })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/billing')}$`));
        await expect(
          page.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) }),
        ).toBeChecked();
        await page.getByRole('link', { name: t.Checkout.stepShipping, exact: true }).click();
        await expect(page.getByRole('radio', { name: /Expres/ })).toBeChecked();
        await expect(
          page
            .getByRole('group', { name: t.Checkout.shippingAddress })
            .getByRole('radio', { checked: true }),
        ).toHaveAccessibleName(new RegExp(street));

        // A product offered on request (price 0, template 41) beside them: no step opens, so
        // nothing is paid at € 0; the cart asks for a quotation.
        await gotoReady(page, path(locale, '/cart'));
        await page.getByText(t.CartPage.quickOrderTitle).click();
        await page.getByLabel(t.CartPage.quickOrderLabel).fill('SKU-00041 1');
        await page.getByRole('button', { name: t.CartPage.quickOrderSubmit }).click();
        await expect(page.getByText(t.CartPage.quotationNote)).toBeVisible();
        for (const step of ['/checkout/payment', '/checkout/review', '/checkout']) {
          await page.goto(path(locale, step));
          await expect(page).toHaveURL(new RegExp(`${path(locale, '/cart')}$`));
        }
      });
  });
}

test('a guest opening a checkout step is sent home with the login modal open', async ({ page }) => {
  const t = messages.en;
  await page.goto('/en/checkout/payment');
  await expect(page).toHaveURL(/\/en$/);
  const dialog = page.getByRole('dialog', { name: t.LoginModal.LOGIN });
  await expect(dialog).toBeVisible();
  await expect(stepHeading(page, 'en')).toHaveCount(0);
});

test('an acquirer without a handler says it is not implemented', async ({ page }) => {
  test.setTimeout(120_000);
  // Switched on for this test only; the other tests choose their acquirer by name.
  const locale = 'nl';
  const t = messages.nl;
  await setAcquirerState(page, 'PAYPAL', 'test');
  try {
    const street = `Onbekendlaan ${Date.now() % 10_000}`;
    await signInAs(page, locale, 4);
    await fillCart(page, locale);
    await gotoReady(page, path(locale, '/checkout/shipping'));
    await completeShipping(page, locale, street);
    await completeBillingAndReview(page, locale, street);
    await paymentChoice(page, locale, 'PayPal').check();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      t.PaymentActions.notImplemented.replace('{name}', 'PAYPAL'),
    );
  } finally {
    await setAcquirerState(page, 'PAYPAL', 'disabled');
  }
});

test('a new customer without an address cannot skip the shipping step', async ({ page }) => {
  // Signing in, filling the cart and four guarded pages: more than the default on a busy runner.
  test.setTimeout(90_000);
  // checkout16 has no address yet; the test never gives it one.
  await signInAs(page, 'nl', 16);
  await fillCart(page, 'nl');
  for (const step of ['/checkout/billing', '/checkout/review', '/checkout/payment']) {
    await page.goto(step);
    await expect(page).toHaveURL(/\/cart\?checkout-hold=shipping-address$/);
    await expect(
      page.getByRole('status').filter({ hasText: messages.nl.CheckoutHold.shippingAddress }),
    ).toBeVisible();
  }
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
});

test.describe('a customer who registered today', () => {
  test.describe.configure({ timeout: 150_000 });

  test('checks out by bank transfer: only usable addresses offered, billing the same as delivery (nl) @live', async ({
    page,
  }) => {
    const t = messages.nl;
    const street = `Eerste Dag ${Date.now() % 10_000}`;
    await registerAndSignIn(page, 'nl');
    await fillCart(page, 'nl');
    // The payment step logs no error (React's #419: a step's server render failed and started
    // over in the browser).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.getByRole('link', { name: t.CartSidebar.checkout }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    // The partner without a street is neither offered nor chosen: the form for a new address is.
    const addresses = page.getByRole('group', { name: t.Checkout.shippingAddress });
    await expect(addresses.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText(t.Checkout.noShippingAddress)).toBeVisible();
    // Going on without one says what is missing, and stays.
    await page.getByRole('button', { name: t.Checkout.continueToBilling }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t.Checkout.chooseShippingAddress }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    expect(await seriousViolations(page)).toEqual([]);

    // A step the guard refuses sends the shopper to the cart, which says why.
    await gotoReady(page, '/checkout/review');
    await expect(page).toHaveURL(/\/cart\?checkout-hold=shipping-address$/);
    await expect(page.getByText(t.CheckoutHold.shippingAddress)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await gotoReady(page, '/checkout');
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await addShippingAddress(page, 'nl', street);
    // Billing starts from the delivery address; the bare partner is not among the choices.
    const billing = page.getByRole('group', { name: t.Checkout.billingAddress });
    await expect(billing.getByRole('radio')).toHaveCount(1);
    await expect(
      billing.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) }),
    ).toBeChecked();
    // The PO number typed is kept by going on, without pressing Save (a business customer).
    const po = `PO-${Date.now() % 100_000}`;
    await page.getByLabel(t.Checkout.clientOrderRef).fill(po);
    await continueToReview(page, 'nl').click();
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await expect(page.getByRole('heading', { name: t.Checkout.reviewTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(street);
    await expect(page.getByRole('main')).toContainText(po);
    // The shipping step above was a full page load with its address form open.
    expect(consoleErrors).toEqual([]);
    await page.getByRole('link', { name: t.Checkout.continueToPayment }).click();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await expect(page.getByRole('group', { name: t.Checkout.paymentMethod })).toBeVisible();
    // And the payment step rendered on the server, as a reload or a shared link loads it.
    await page.reload();
    await expect(page.getByRole('group', { name: t.Checkout.paymentMethod })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);

    await paymentChoice(page, 'nl', 'Bank transfer').check();
    await payButton(page, t.Checkout.placeOrder).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\/\d+$/);
    await expect(
      page.getByTestId('order-confirmation').getByRole('heading', { level: 1 }),
    ).toHaveText(t.OrderConfirmation.title);
    await expect(page.getByTestId('payment-state')).toHaveText(
      t.OrderConfirmation.awaitingTransfer,
    );
    await expect(page.getByTestId('order-confirmation')).toContainText(street);
    await expectAmongOrders(page, 'nl', await orderNumber(page));
  });

  test('pays by bank transfer with the address it adds, a refused step saying why, and finds the order under orders (en) @live', async ({
    page,
  }) => {
    const t = messages.en;
    const street = `First Day ${Date.now() % 10_000}`;
    await registerAndSignIn(page, 'en');
    await fillCart(page, 'en');
    await gotoReady(page, '/en/checkout/billing');
    await expect(page).toHaveURL(/\/en\/cart\?checkout-hold=shipping-address$/);
    await expect(page.getByText(t.CheckoutHold.shippingAddress)).toBeVisible();
    await gotoReady(page, '/en/checkout');
    await expect(page).toHaveURL(/\/en\/checkout\/shipping$/);
    await addShippingAddress(page, 'en', street);
    await expect(
      page.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) }),
    ).toBeChecked();
    await continueToReview(page, 'en').click();
    await expect(page).toHaveURL(/\/en\/checkout\/review$/);
    await expect(page.getByRole('heading', { name: t.Checkout.reviewTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(street);
    await page.getByRole('link', { name: t.Checkout.continueToPayment }).click();
    await paymentChoice(page, 'en', 'Bank transfer').check();
    await payButton(page, t.Checkout.placeOrder).click();
    await expect(page).toHaveURL(/\/en\/checkout\/thank-you\/\d+$/);
    await expectAmongOrders(page, 'en', await orderNumber(page));
  });
});
