import { type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  addShippingAddress,
  completeShipping,
  expect,
  fillCart,
  path,
  payButton,
  paymentChoice,
  PRODUCT_SKUS,
} from './checkout-support';
import { colleagueBrowser, invitationPath, newAdmin } from './company-support';
import { gotoReady, messages, type TestLocale } from './support';

// A company's buying from zero: a business customer registers, buys, invites a colleague as a
// Buyer and makes the PO reference required; the colleague accepts the mailed invitation, orders
// the Admin's purchase again from the company's purchased products and checks out with a
// reference; the Admin finds that order among the company's, with who placed it and the
// reference. (A Buyer sees only their own orders, so the company's purchases are where they
// order an Admin's again.)

/** From the billing step on, paying by bank transfer; the confirmation's order number. */
async function payByTransfer(page: Page, locale: TestLocale) {
  const t = messages[locale].Checkout;
  await page.getByRole('radio', { name: new RegExp(t.sameAsShipping) }).check();
  await page.getByRole('button', { name: t.continueToReview }).click();
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/review')}$`));
  await page.getByRole('link', { name: t.continueToPayment }).click();
  await paymentChoice(page, locale, 'Bank transfer').check();
  await payButton(page, t.placeOrder).click();
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/checkout/thank-you/')}\\d+$`));
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

const JOURNEYS = [
  { locale: 'nl' as const, viewport: { width: 1366, height: 900 } },
  { locale: 'en' as const, viewport: { width: 390, height: 844 } },
];

for (const { locale, viewport } of JOURNEYS) {
  const t = messages[locale];
  const c = t.Company;

  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a company buys together, from registering to the company’s orders', async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      const admin = await newAdmin(page, locale);
      const id = admin.email.replace(/^company-admin-|@.*$/g, '');

      // The Admin buys, paid at once (Mollie's test checkout): a confirmed order of the company.
      await fillCart(page, locale);
      await gotoReady(page, path(locale, '/checkout'));
      // A customer of a minute ago has no address yet: the shipping step opens the form.
      await addShippingAddress(page, locale, `Inkoopstraat ${id.slice(-4)}`);
      await page.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) }).check();
      await page.getByRole('button', { name: t.Checkout.continueToReview }).click();
      await page.getByRole('link', { name: t.Checkout.continueToPayment }).click();
      await paymentChoice(page, locale, 'iDEAL, Bancontact or card').check();
      await payButton(page, t.Checkout.payAmount).click();
      await expect(page.getByRole('heading', { name: 'Mollie test checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Paid', exact: true }).click();
      await expect(page.getByTestId('payment-state')).toHaveText(t.OrderConfirmation.paid);

      // The Admin invites a colleague as a Buyer and requires a PO reference on every order.
      await gotoReady(page, path(locale, '/my/company'));
      const colleague = {
        email: `journey-buyer-${id}@example.com`,
        password: 'buyer-password-1',
        name: `Bram ${id}`,
      };
      const invite = page.getByRole('form', { name: c.inviteTitle });
      await invite.getByLabel(c.name, { exact: true }).fill(colleague.name);
      await invite.getByLabel(c.email, { exact: true }).fill(colleague.email);
      await invite.getByRole('button', { name: c.invite }).click();
      await expect(page.getByTestId('company-members')).toContainText(colleague.name);
      const settings = page.getByRole('form', { name: c.settingsTitle });
      await settings.getByRole('checkbox', { name: c.poReferenceRequired }).check();
      await settings.getByRole('button', { name: c.save }).click();
      await expect(settings.getByRole('status')).toHaveText(c.poReferenceOn);

      // The colleague accepts the invitation from the mail and is signed in.
      const buyer = await colleagueBrowser(browser, page);
      await gotoReady(buyer, await invitationPath(page, colleague.email));
      await buyer.getByLabel(t.Invitation.password, { exact: true }).fill(colleague.password);
      await buyer.getByLabel(t.Invitation.repeatPassword, { exact: true }).fill(colleague.password);
      await buyer.getByRole('button', { name: t.Invitation.submit }).click();
      await expect(buyer).toHaveURL(new RegExp(`${path(locale, '/my')}$`));

      // They order the Admin's purchase again from the company's purchased products.
      await gotoReady(buyer, path(locale, '/my/purchased-products'));
      const p = t.PurchasedProducts;
      for (const sku of PRODUCT_SKUS) {
        const row = buyer.getByRole('row').filter({ hasText: sku });
        await row.getByRole('checkbox').check();
      }
      await buyer.getByRole('button', { name: p.addSelected }).click();
      await expect(buyer.getByText(t.OrderAgain.added).first()).toBeVisible();

      // Checkout asks for the reference the company requires, and goes on with it.
      // The company's addresses are the colleague's too; they add one of their own.
      await gotoReady(buyer, path(locale, '/checkout'));
      await completeShipping(buyer, locale, `Inkoopweg ${id.slice(-4)}`);
      await buyer.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) }).check();
      await buyer.getByRole('button', { name: t.Checkout.continueToReview }).click();
      await expect(buyer.getByText(t.FormErrors.required)).toBeVisible();
      await expect(buyer).toHaveURL(new RegExp(`${path(locale, '/checkout/billing')}$`));
      const reference = `PO-${id.slice(-6)}`;
      await buyer.getByLabel(t.Checkout.clientOrderRef).fill(reference);
      const orderName = await payByTransfer(buyer, locale);
      await buyer.context().close();

      // The Admin sees it among the company's orders: who placed it, and its reference.
      await gotoReady(page, path(locale, '/my/orders'));
      const row = page.getByTestId('order-list').getByRole('row', { name: new RegExp(orderName) });
      await expect(row).toContainText(colleague.name);
      await expect(row).toContainText(reference);
      // Not among the Admin's own.
      await page
        .getByRole('navigation', { name: t.AccountDocuments.scopeLabel })
        .getByRole('link', { name: t.AccountDocuments.scopeMine })
        .click();
      await expect(page).toHaveURL(/scope=mine/);
      await expect(page.getByRole('main')).not.toContainText(orderName);
    });
  });
}
