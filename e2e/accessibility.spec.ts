import { type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations, WIDTHS } from './accessibility-support';
import { demoUsers, openLoginModal, signIn } from './auth-support';
import {
  completeBillingAndReview,
  completeShipping,
  expect,
  fillCart,
  paymentChoice,
  payButton,
  signInAs,
  stepHeading,
} from './checkout-support';
import { gotoListing, gotoReady, messages, raiseNotifications } from './support';

// axe (WCAG 2.1 A and AA) on every page type, sidebar and modal of the shop in Dutch (the
// default locale, no prefix), at a phone's and a laptop's width. Each test walks one group of
// pages and lists the serious and critical findings of all of them (soft assertions).

const t = messages.nl;
const LAPTOP = '/product/nordbyte-travel-laptop-15-6-nb-320-1';
const QUOTATION_ONLY = '/product/nordbyte-creator-desktop-pc-nb-770-41';
/** Seeded shoppers nobody else pays with: one per width (checkout-support.ts). */
const CHECKOUT_SHOPPER = { 390: 8, 1366: 15 } as const;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens an overlay from a control and checks the page with it open, then closes it. */
async function checkOverlay(page: Page, name: string, open: () => Promise<void>) {
  await open();
  await expect(dialog(page, name)).toBeVisible();
  await expectNoViolations(page, `${name} open`);
  await page.keyboard.press('Escape');
  await expect(dialog(page, name)).toBeHidden();
}

/** The header's button on wide screens, the bottom navigation's on phones (a count may follow). */
const shellButton = (page: Page, name: string) =>
  page
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .filter({ visible: true })
    .first();

for (const viewport of WIDTHS) {
  const phone = viewport.width < 768;

  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Each test checks a dozen pages.
    test.describe.configure({ timeout: 120_000 });

    test('listings: home, categories, a category filtered and empty, brands, catalogs, search', async ({
      page,
    }) => {
      await gotoReady(page, '/');
      await expectNoViolations(page, 'home');
      await gotoReady(page, '/categories');
      await expectNoViolations(page, 'categories');
      for (const path of [
        '/category/computers',
        '/category/computers?kleur=1&price=100-1500&sort=price,DESC&page=2',
        '/category/computers?price=9000-9999',
        '/search?q=laptop',
      ]) {
        await gotoListing(page, path);
        await expectNoViolations(page, path);
      }
      if (phone) {
        await checkOverlay(page, t.Listing.filters, () =>
          page.getByRole('button', { name: t.Listing.showFilters }).click(),
        );
      }
      for (const path of ['/brands', '/brand/arbor', '/catalog', '/catalog/home-office']) {
        await gotoReady(page, path);
        await expectNoViolations(page, path);
      }
    });

    test('product pages: a variant out of stock, the sticky bar, a quotation-only product; 404', async ({
      page,
    }) => {
      // The laptop's default variant (Odoo's first by reference: grey, 16 GB) is out of stock.
      await gotoReady(page, LAPTOP);
      await expect(page.getByRole('radio', { name: 'Grijs' })).toBeChecked();
      await expect(page.locator('article').getByTestId('product-stock')).toHaveText(
        t.Product.outOfStock,
      );
      await expectNoViolations(page, 'product');
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(page.getByRole('region', { name: t.Product.stickyBar })).toBeVisible();
      await expectNoViolations(page, 'product with the sticky bar');
      await gotoReady(page, QUOTATION_ONLY);
      await expectNoViolations(page, 'quotation-only product');
      await page.goto('/bestaat-niet');
      await expect(
        page.getByRole('heading', { level: 1, name: t.Errors.notFoundTitle }),
      ).toBeVisible();
      await expectNoViolations(page, '404');
    });

    test('content and system pages: static pages, password reset, punch-out ended', async ({
      page,
    }) => {
      // Odoo's website pages share one template; these two carry lists and tables.
      for (const slug of ['about', 'shipping']) {
        await gotoReady(page, `/page/${slug}`);
        await expectNoViolations(page, `/page/${slug}`);
      }
      await gotoReady(page, '/forgot-password/new-password?token=made-up');
      await expectNoViolations(page, 'new password');
      // Blank layout: no shell islands to wait for.
      await page.goto('/punchout/ended?reason=expired');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.Punchout.ended.expired);
      await expectNoViolations(page, 'punch-out ended');
    });

    test('a guest’s overlays: quick search, menu, sidebars, login, registration, reset, newsletter', async ({
      page,
    }) => {
      await gotoReady(page, '/');
      const search = page.getByRole('combobox', { name: t.QuickSearch.label });
      await search.fill('Kestrel');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expectNoViolations(page, 'quick search results');
      await search.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();

      if (phone) {
        await checkOverlay(page, t.MobileMenu.title, () =>
          page
            .getByRole('navigation', { name: t.BottomNavigation.label })
            .getByRole('button', { name: t.BottomNavigation.menu })
            .click(),
        );
      }
      await checkOverlay(page, t.CartSidebar.title, () =>
        shellButton(page, phone ? t.BottomNavigation.cart : t.Header.cart).click(),
      );
      await checkOverlay(page, t.WishlistSidebar.title, () =>
        shellButton(page, phone ? t.BottomNavigation.wishlist : t.Header.wishlist).click(),
      );

      const login = await openLoginModal(page, 'nl');
      // The modal keeps its element while its title follows the mode.
      const modal = page.getByRole('dialog');
      await expectNoViolations(page, 'login modal');
      // The schema's messages under every field.
      await login.getByRole('button', { name: t.LoginModal.submitLogin, exact: true }).click();
      await expect(login.getByText(t.FormErrors.required).first()).toBeVisible();
      await expectNoViolations(page, 'login modal with errors');
      await login.getByRole('button', { name: t.LoginModal.createAccount }).click();
      const register = page.getByRole('form', { name: t.LoginModal.REGISTER });
      await register.getByRole('button', { name: t.LoginModal.submitRegister }).click();
      await expect(register.getByText(t.FormErrors.required).first()).toBeVisible();
      await expectNoViolations(page, 'registration with errors');
      await modal.getByRole('button', { name: t.LoginModal.haveAccount }).click();
      await login.getByRole('button', { name: t.LoginModal.forgotPassword }).click();
      await expect(page.getByRole('form', { name: t.LoginModal.RESET })).toBeVisible();
      await expectNoViolations(page, 'password reset request');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      // Notifications of every kind (sonner shows the last three).
      await raiseNotifications(
        page,
        (['success', 'info', 'warning', 'danger'] as const).map((kind) => ({
          message: t.Notifications.actionFailed,
          kind,
          persistent: true,
        })),
      );
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
      await expectNoViolations(page, 'notifications');

      await checkOverlay(page, t.Newsletter.title, () =>
        page
          .getByRole('contentinfo')
          .getByRole('button', { name: t.Footer.newsletterButton })
          .click(),
      );
    });

    test('a guest’s cart, wishlist and compare list', async ({ page }) => {
      await gotoReady(page, '/compare');
      await expect(page.getByText(t.Compare.empty)).toBeVisible();
      await expectNoViolations(page, 'compare, empty');
      await gotoReady(page, '/cart');
      await expect(page.getByText(t.CartSidebar.empty)).toBeVisible();
      await expectNoViolations(page, 'cart, empty');

      await gotoReady(page, `${LAPTOP}?variant=2`);
      const product = page.locator('article');
      await product.getByRole('button', { name: t.Product.addToCompare }).click();
      await product.getByRole('button', { name: t.Product.addToWishlist }).click();
      await expect(
        product.getByRole('button', { name: t.Product.removeFromWishlist }),
      ).toBeVisible();
      await product.getByRole('button', { name: t.Product.addToCart }).first().click();
      const cart = dialog(page, t.CartSidebar.title);
      await expect(cart.getByTestId('cart-line')).toHaveCount(1);
      await expectNoViolations(page, 'cart sidebar with a line');
      await page.keyboard.press('Escape');
      // Adding it again changes nothing and says so, with a way to the cart.
      await product.getByRole('button', { name: t.Product.addToCart }).first().click();
      await expect(page.getByRole('button', { name: t.Notifications.viewCart })).toBeVisible();
      await expectNoViolations(page, 'the notification with an action');
      await checkOverlay(page, t.WishlistSidebar.title, async () => {
        await shellButton(page, phone ? t.BottomNavigation.wishlist : t.Header.wishlist).click();
        await expect(
          dialog(page, t.WishlistSidebar.title).getByTestId('wishlist-item'),
        ).toHaveCount(1);
      });

      await gotoReady(page, '/product/kestrel-business-laptop-13-kx-680-15');
      const article = page.locator('article');
      await article.getByRole('button', { name: t.Product.addToCompare }).click();
      // Kept in this browser before the page is left.
      await expect(
        article.getByRole('button', { name: t.Product.removeFromCompare }),
      ).toBeVisible();
      await gotoReady(page, '/compare');
      // The row headers' column and the two products.
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
      await expectNoViolations(page, 'compare with two products');

      await gotoReady(page, '/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await page.getByText(t.CartPage.quickOrderTitle).click();
      await page.getByLabel(t.CartPage.quickOrderLabel).fill('NOPE-404 1\nnot a line 1 2');
      await expect(page.getByTestId('quick-order-invalid')).toBeVisible();
      await page.getByRole('button', { name: t.CartPage.quickOrderSubmit }).click();
      await expect(page.getByTestId('quick-order-result')).toBeVisible();
      await page.getByLabel(t.CartPage.couponLabel).fill('BOGUS');
      await page.getByRole('button', { name: t.CartPage.applyCoupon }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'BOGUS' })).toBeVisible();
      await expectNoViolations(page, 'cart with a line, quick order and a refused coupon');
    });

    test('the account: profile sidebar, settings, address form, orders, quotes, invoices, payment return', async ({
      page,
    }) => {
      await gotoReady(page, '/');
      await signIn(page, 'nl', demoUsers.business);
      await checkOverlay(page, demoUsers.business.name, () =>
        shellButton(page, phone ? t.BottomNavigation.account : demoUsers.business.name).click(),
      );

      await gotoReady(page, '/my');
      await expect(
        page.getByRole('heading', { level: 1, name: t.AccountSettings.title }),
      ).toBeVisible();
      await expectNoViolations(page, '/my');
      const shipping = page.getByRole('region', { name: t.AddressBook.shippingTitle });
      await shipping.getByRole('button', { name: t.AddressBook.addShipping }).click();
      const form = shipping.getByRole('form', { name: t.AddressBook.newShipping });
      await form.getByRole('button', { name: t.AddressBook.save }).click();
      await expect(form.getByText(t.FormErrors.required).first()).toBeVisible();
      await expectNoViolations(page, 'the address form with errors');

      for (const [list, testId] of [
        ['/my/orders', 'order-list'],
        ['/my/quotes', 'quote-list'],
        ['/my/invoices', 'invoice-list'],
      ] as const) {
        await gotoReady(page, list);
        const rows = page.getByTestId(testId).locator('tbody tr');
        await expect(rows.first()).toBeVisible();
        await expectNoViolations(page, list);
        if (testId === 'invoice-list') continue;
        await rows.first().getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`${list}/\\d+$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, `${list}/{id}`);
      }
      await gotoReady(page, '/my/quotes?status=expired');
      await expectNoViolations(page, '/my/quotes, expired');

      // A provider's return page (blank layout) with no payment to check.
      await page.goto('/payment-details');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        t.PaymentDetails.noPayment,
      );
      await expectNoViolations(page, 'payment return without a payment');
    });

    test('a catalog-only customer’s own catalog', async ({ page }) => {
      await gotoReady(page, '/');
      await signIn(page, 'nl', demoUsers.catalog);
      await expect(page).toHaveURL(/\/catalog$/);
      await expect(page.locator('main li a[href*="/product/"]').first()).toBeVisible();
      await expectNoViolations(page, 'personal catalog');
    });

    test('checkout: every step, every payment method, the confirmation', async ({ page }) => {
      test.setTimeout(180_000);
      const street = `Toegankelijkstraat ${Date.now() % 10_000}`;
      await signInAs(page, 'nl', CHECKOUT_SHOPPER[viewport.width]);
      await fillCart(page, 'nl');
      await gotoReady(page, '/checkout');
      await expect(stepHeading(page, 'nl')).toBeVisible();
      await expectNoViolations(page, 'checkout: shipping');
      await page.getByRole('button', { name: t.Checkout.addAddress }).click();
      await page.getByRole('button', { name: t.AddressBook.save }).click();
      await expect(page.getByText(t.FormErrors.required).first()).toBeVisible();
      await expectNoViolations(page, 'checkout: new address with errors');
      await page.getByRole('button', { name: t.AddressBook.cancel }).click();
      await completeShipping(page, 'nl', street);
      await expectNoViolations(page, 'checkout: billing');
      await page.getByRole('button', { name: t.Checkout.otherBillingAddress }).click();
      await expect(page.getByLabel(t.AddressBook.street, { exact: true })).toBeVisible();
      await expectNoViolations(page, 'checkout: billing, another address');
      await completeBillingAndReview(page, 'nl', street);

      for (const method of ['Card payment (hosted page)', 'iDEAL, Bancontact or card']) {
        await paymentChoice(page, 'nl', method).check();
        await expect(payButton(page, t.Checkout.payAmount)).toBeVisible();
        await expectNoViolations(page, `checkout: payment, ${method}`);
      }
      // Adyen's Drop-in, loaded on the step, with mock-odoo's canned payment methods.
      await paymentChoice(page, 'nl', 'Card payment').check();
      const dropIn = page.getByRole('region', { name: t.AdyenPayment.region });
      await expect(dropIn.getByText('iDEAL', { exact: true })).toBeVisible();
      await expectNoViolations(page, 'checkout: payment, Adyen Drop-in');
      await paymentChoice(page, 'nl', 'Bank transfer').check();
      await expectNoViolations(page, 'checkout: payment, wire transfer');

      await payButton(page, t.Checkout.placeOrder).click();
      await expect(page).toHaveURL(/\/checkout\/thank-you\/\d+$/);
      await expect(page.getByTestId('transfer-reference')).toBeVisible();
      await expectNoViolations(page, 'order confirmation');
    });
  });
}
