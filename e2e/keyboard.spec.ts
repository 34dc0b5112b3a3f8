import { type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  activate,
  chooseRadio,
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  expectFocusVisible,
  registerShopper,
  signInWithKeyboard,
  tabTo,
  typeInto,
  WIDTHS,
} from './accessibility-support';
import { continueToReview, expect } from './checkout-support';
import { gotoListing, gotoReady, messages, raiseNotifications } from './support';

// Every journey of the suite with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and
// the arrow keys): no clicks; page.goto only for the first page. Every control passed on the way
// must show where the focus is; sidebars and modals hold the focus and give it back on Escape.

const t = messages.nl;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

for (const viewport of WIDTHS) {
  const phone = viewport.width < 768;

  test.describe(`keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shopping: browse, filter, product, variant, cart, checkout paid by wire transfer', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await gotoReady(page, '/');
      const shopper = await registerShopper(page, 'keyboard-checkout');

      // Browse: to the category overview (the menu on a phone), Computers, Laptops.
      if (phone) {
        const menuButton = page.getByRole('banner').getByRole('button', { name: t.Header.menu });
        await activate(page, menuButton);
        const menu = dialog(page, t.MobileMenu.title);
        await expectFocusTrapped(page, menu);
        await expectEscapeReturnsFocus(page, menu, menuButton);
        await page.keyboard.press('Enter');
        await activate(page, menu.getByRole('link', { name: t.Header.allCategories }));
      } else {
        await activate(
          page,
          page.getByRole('banner').getByRole('link', { name: t.Header.allCategories }),
        );
      }
      await expect(page).toHaveURL(/\/categories$/);
      await activate(page, page.getByRole('main').getByRole('link', { name: 'Laptops' }));
      await expect(page).toHaveURL(/\/category\/laptops$/);
      await page.locator('[data-listing-ready="true"]').waitFor({ state: 'attached' });

      // Filter by colour: a checkbox, Space.
      let filters = page.getByRole('complementary', { name: t.Listing.filters });
      const filtersButton = page.getByRole('button', { name: t.Listing.showFilters });
      if (phone) {
        await activate(page, filtersButton);
        filters = dialog(page, t.Listing.filters);
        await expectFocusTrapped(page, filters);
      }
      await activate(page, filters.getByRole('checkbox', { name: 'Zilver' }), { key: 'Space' });
      await expect(page).toHaveURL(/[?&]kleur=3(&|$)/);
      // The filtered listing is another route: the focus stays on the filter all the same.
      await expect(filters.getByRole('checkbox', { name: 'Zilver' })).toBeChecked();
      await expect(filters.getByRole('checkbox', { name: 'Zilver' })).toBeFocused();
      if (phone) {
        await expectEscapeReturnsFocus(page, filters, filtersButton);
      }

      // The first result, a laptop in four colours and three memory sizes.
      const card = page.locator('main article:visible').first();
      await activate(page, card.getByRole('link').first());
      await expect(page).toHaveURL(/\/product\/kestrel-business-laptop-13-kx-680-15/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Variants: the arrow keys move through a radio group.
      const product = page.locator('article');
      const url = page.url();
      // Not the default variant (Odoo's first by reference: black, 16 GB).
      await chooseRadio(
        page,
        product.getByRole('group', { name: 'Geheugen' }),
        product.getByRole('radio', { name: '32 GB' }),
      );
      await expect(page).not.toHaveURL(url);
      await expect(page).toHaveURL(/[?&]variant=\d+/);
      await activate(page, product.getByRole('button', { name: t.Product.addToCart }));

      // The cart sidebar opens with the focus inside, and holds it.
      const cart = dialog(page, t.CartSidebar.title);
      await expect(cart.getByTestId('cart-line')).toHaveCount(1);
      await expectFocusTrapped(page, cart);
      await activate(page, cart.getByRole('button', { name: t.CartSidebar.checkout }));

      // A guest signs in first; the checkout starts right after.
      const login = dialog(page, t.LoginModal.LOGIN);
      await expect(login.getByLabel(t.LoginModal.email, { exact: true })).toBeFocused();
      await expectFocusTrapped(page, login);
      await typeInto(page, login.getByLabel(t.LoginModal.email, { exact: true }), shopper.email);
      await typeInto(
        page,
        login.getByLabel(t.LoginModal.password, { exact: true }),
        shopper.password,
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout\/shipping$/, { timeout: 15_000 });

      // Shipping: a new address, then a delivery method by the arrow keys.
      const a = t.AddressBook;
      const street = `Toetsenbordweg ${Date.now() % 10_000}`;
      // A new customer finds the form open; one with addresses opens it.
      const addAddress = page.getByRole('button', { name: t.Checkout.addAddress });
      const contactPerson = page.getByLabel(a.contactPerson);
      await expect(addAddress.or(contactPerson)).toBeVisible();
      if (await addAddress.isVisible()) await activate(page, addAddress);
      await typeInto(page, page.getByLabel(a.contactPerson), 'Toetsenbord Ontvanger');
      await typeInto(page, page.getByLabel(a.street, { exact: true }), street);
      await typeInto(page, page.getByLabel(a.zip), '1011 AB');
      await typeInto(page, page.getByLabel(a.city), 'Amsterdam');
      await typeInto(page, page.getByLabel(a.phone), '+31 20 123 4567');
      await activate(page, page.getByRole('button', { name: a.save }));
      const addresses = page.getByRole('group', { name: t.Checkout.shippingAddress });
      await expect(addresses.getByRole('radio', { checked: true })).toHaveAccessibleName(
        new RegExp(street),
      );
      // Each choice goes to Odoo and the step reloads the cart: the focus stays on the radio.
      const methods = page
        .getByRole('group', { name: t.Checkout.deliveryMethod })
        .getByRole('radio');
      await tabTo(page, methods);
      if ((await methods.and(page.getByRole('radio', { checked: true })).count()) === 0) {
        await page.keyboard.press('Space');
        await expect(methods.first()).toBeChecked();
      }
      await expect(
        page.getByRole('group', { name: t.Checkout.deliveryMethod }),
      ).not.toHaveAttribute('aria-busy', 'true');
      await expect(methods.and(page.getByRole('radio', { checked: true }))).toBeFocused();
      const express = page.getByRole('radio', { name: /Expres/ });
      await chooseRadio(
        page,
        page.getByRole('group', { name: t.Checkout.deliveryMethod }),
        express,
      );
      await expect(
        page.getByRole('group', { name: t.Checkout.deliveryMethod }),
      ).not.toHaveAttribute('aria-busy', 'true');
      await expect(express).toBeFocused();
      await activate(page, page.getByRole('button', { name: t.Checkout.continueToBilling }));

      // Billing: the same address; review; payment.
      await expect(page).toHaveURL(/\/checkout\/billing$/);
      const same = page.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) });
      await chooseRadio(page, page.getByRole('group', { name: t.Checkout.billingAddress }), same);
      await activate(page, continueToReview(page, 'nl'));
      await expect(page).toHaveURL(/\/checkout\/review$/);
      await activate(page, page.getByRole('link', { name: t.Checkout.continueToPayment }));
      await expect(page).toHaveURL(/\/checkout\/payment/);

      await chooseRadio(
        page,
        page.getByRole('group', { name: t.Checkout.paymentMethod }),
        page.getByRole('radio', { name: 'Bankoverschrijving', exact: true }),
      );
      const [before = '', after = ''] = t.Checkout.placeOrder.split('{amount}');
      await activate(page, page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) }));
      await expect(page).toHaveURL(/\/checkout\/thank-you\/\d+$/, { timeout: 15_000 });
      await expect(page.getByTestId('payment-state')).toHaveText(
        t.OrderConfirmation.awaitingTransfer,
      );
      await expect(page.getByTestId('order-confirmation')).toContainText(street);
    });
  });
}

test.describe('keyboard at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Every step waits for a server round trip; tabbing checks each control it passes.
  test.describe.configure({ timeout: 90_000 });

  test('register, sign in, the profile sidebar, sign out, ask for a password reset', async ({
    page,
  }) => {
    const m = t.LoginModal;
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const user = { email: `keyboard-${id}@example.com`, password: 'keyboard-123' };
    const name = `Toets Bord ${id}`;
    await gotoReady(page, '/');

    const account = page.getByRole('banner').getByRole('button', { name: t.Header.account });
    await activate(page, account);
    const modal = page.getByRole('dialog');
    await expect(modal.getByLabel(m.email, { exact: true })).toBeFocused();
    await expectFocusTrapped(page, modal);
    await expectEscapeReturnsFocus(page, modal, account);

    // Registration: every field typed, the agreement ticked with Space, sent with Enter.
    await page.keyboard.press('Enter');
    await activate(page, modal.getByRole('button', { name: m.createAccount }));
    const form = page.getByRole('form', { name: m.REGISTER });
    await expect(form.getByLabel(m.email, { exact: true })).toBeFocused();
    await page.keyboard.type(user.email);
    await typeInto(page, form.getByLabel(m.companyName), `Toetsenbord ${id} B.V.`);
    await typeInto(page, form.getByLabel(m.password, { exact: true }), user.password);
    await typeInto(page, form.getByLabel(m.repeatPassword), user.password);
    await typeInto(page, form.getByLabel(m.representative), name);
    await typeInto(page, form.getByLabel(m.vat), 'NL000099998B57');
    await typeInto(page, form.getByLabel(m.chamberOfCommerce), '12345678');
    await activate(page, form.getByRole('checkbox'), { key: 'Space' });
    await expect(form.getByRole('checkbox')).toBeChecked();
    await activate(page, form.getByRole('button', { name: m.submitRegister }));
    await expect(page.getByText(t.AuthMessages.registered)).toBeVisible({ timeout: 15_000 });

    // Back in login mode with the address filled in: the password, Enter.
    const login = page.getByRole('form', { name: m.LOGIN });
    await expect(login.getByLabel(m.email, { exact: true })).toHaveValue(user.email);
    await typeInto(page, login.getByLabel(m.password, { exact: true }), user.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.AuthMessages.loggedIn)).toBeVisible({ timeout: 15_000 });

    // The profile sidebar holds the focus, gives it back, and signs out.
    const profileButton = page.getByRole('banner').getByRole('button', { name });
    await activate(page, profileButton, { backwards: true });
    const profile = dialog(page, name);
    await expectFocusTrapped(page, profile);
    await expectEscapeReturnsFocus(page, profile, profileButton);
    await page.keyboard.press('Enter');
    await activate(page, profile.getByRole('button', { name: t.ProfileSidebar.logOut }));
    await expect(page.getByText(t.AuthMessages.loggedOut)).toBeVisible();
    await expect(account).toBeVisible();

    // A reset link by e-mail: the modal closes and the focus is back on the account button.
    await activate(page, account, { backwards: true });
    await activate(page, modal.getByRole('button', { name: m.forgotPassword }));
    const reset = page.getByRole('form', { name: m.RESET });
    await typeInto(page, reset.getByLabel(m.email, { exact: true }), user.email);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(t.AuthMessages.resetSent.replace('{email}', user.email)),
    ).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(account).toBeFocused();
  });

  test('search: the quick search by arrow keys, then the results page', async ({ page }) => {
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: t.QuickSearch.label });
    await tabTo(page, box);
    await page.keyboard.type('Kestrel Business');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/kestrel-business/, { timeout: 15_000 });

    await tabTo(page, box, { backwards: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('laptop');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=laptop$/, { timeout: 15_000 });
    const first = page.locator('main article:visible').first();
    await activate(page, first.getByRole('link').first());
    await expect(page).toHaveURL(/\/product\//);
  });

  test('wishlist: a heart on a card, the sidebar, into the cart, removed', async ({ page }) => {
    const w = t.WishlistSidebar;
    await gotoListing(page, '/category/computers');
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('button', { name: /in winkelwagen$/ }) })
      .first();
    const name = ((await card.locator('h3').textContent()) ?? '').trim();
    await activate(
      page,
      card.getByRole('button', { name: t.ProductCard.toggleWishlist.replace('{name}', name) }),
    );
    await expect(page.getByText(w.added.replace('{name}', name))).toBeVisible();
    await expect(
      card.getByRole('button', {
        name: t.ProductCard.removeFromWishlistNamed.replace('{name}', name),
      }),
    ).toBeFocused();

    const wishlistButton = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${t.Header.wishlist}`) });
    await activate(page, wishlistButton, { backwards: true });
    const sidebar = dialog(page, w.title);
    await expect(sidebar.getByTestId('wishlist-item')).toHaveCount(1);
    await expectFocusTrapped(page, sidebar);
    await expectEscapeReturnsFocus(page, sidebar, wishlistButton);

    // Into the cart: the wishlist closes, the cart opens with the focus inside.
    await page.keyboard.press('Enter');
    await activate(
      page,
      sidebar.getByRole('button', { name: w.addToCartNamed.replace('{name}', name) }),
    );
    const cart = dialog(page, t.CartSidebar.title);
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar).toBeHidden();
    await expectFocusTrapped(page, cart);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expectFocusVisible(page);

    await activate(page, wishlistButton, { backwards: true });
    await activate(
      page,
      sidebar.getByRole('button', { name: w.removeNamed.replace('{name}', name) }),
    );
    await expect(sidebar.getByText(w.empty)).toBeVisible();
    await expectFocusVisible(page);
  });

  test('compare: from a product page to the footer’s compare page, into the cart, removed', async ({
    page,
  }) => {
    const c = t.Compare;
    // A product whose default variant is in stock: the compare page offers it to the cart.
    await gotoReady(page, '/product/kestrel-business-laptop-13-kx-680-15');
    const toggle = page.locator('article').getByRole('button', { name: t.Product.addToCompare });
    await activate(page, toggle);
    await expect(
      page.locator('article').getByRole('button', { name: t.Product.removeFromCompare }),
    ).toBeFocused();

    // The footer is nearest going backwards from the top of the page.
    await page.keyboard.press('Escape');
    await activate(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: t.Footer.compare }),
      { backwards: true },
    );
    await expect(page).toHaveURL(/\/compare$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    const add = table.getByRole('button', { name: /Kestrel Business laptop/ }).filter({
      hasText: c.addToCart,
    });
    await activate(page, add);
    const cart = dialog(page, t.CartSidebar.title);
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
    await expectEscapeReturnsFocus(page, cart, add);
    await activate(
      page,
      table.getByRole('button', { name: /^Kestrel Business laptop.*verwijderen uit vergelijken$/ }),
    );
    await expect(page.getByText(c.empty)).toBeVisible();
    await expectFocusVisible(page);
  });

  test('notifications: Alt+T reaches them, Tab goes on past them and never back', async ({
    page,
  }) => {
    const n = t.Notifications;
    await gotoReady(page, '/product/kestrel-business-laptop-13-kx-680-15');
    const article = page.locator('article');
    await activate(page, article.getByRole('button', { name: t.Product.addToCompare }));
    const toggle = article.getByRole('button', { name: t.Product.removeFromCompare });
    await expect(toggle).toBeFocused();
    // A notification that stays until it is closed, as an embedded widget may raise one.
    await raiseNotifications(page, [{ message: 'Onderhoud om 22:00', persistent: true }]);
    const toaster = page.getByRole('region', { name: new RegExp(`^${n.label}`) });
    const notice = toaster.getByRole('listitem').filter({ hasText: 'Onderhoud om 22:00' });
    const close = notice.getByRole('button', { name: n.close });
    await expect(close).toBeAttached();

    await page.keyboard.press('Alt+KeyT');
    await tabTo(page, notice);
    // The shop's ring, not the library's faint shadow.
    await expect(notice).toHaveCSS('outline-style', 'solid');
    await tabTo(page, close);
    // On past the notifications: the focus must not be pulled back to where it came from.
    const inToaster = () => toaster.evaluate((region) => region.contains(document.activeElement));
    for (let presses = 0; presses < 5 && (await inToaster()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await inToaster()).toBe(false);
    // Asked once: a retried `not.toBeFocused()` would pass as soon as anything else moved it.
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(false);
    await expect(notice).toBeVisible();

    await activate(page, close, { backwards: true });
    await expect(notice).toHaveCount(0);

    // A notification's action button shows the shop's ring too, and works from the keyboard: the
    // second add of the same product changes nothing and offers the way to the cart.
    const addToCart = article.getByRole('button', { name: t.Product.addToCart }).first();
    const cart = dialog(page, t.CartSidebar.title);
    await activate(page, addToCart);
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
    await expectEscapeReturnsFocus(page, cart, addToCart);
    await page.keyboard.press('Enter');
    const viewCart = toaster.getByRole('button', { name: n.viewCart });
    await expect(viewCart).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    await tabTo(page, viewCart);
    await expect(viewCart).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  });

  test('quick order on the cart page, a coupon, remove the selected line', async ({ page }) => {
    const p = t.CartPage;
    await gotoReady(page, '/cart');
    await expect(page.getByText(t.CartSidebar.empty)).toBeVisible();
    await activate(page, page.locator('summary', { hasText: p.quickOrderTitle }));
    await typeInto(page, page.getByLabel(p.quickOrderLabel), 'SKU-00001-SLV-32GB 2');
    await page.keyboard.press('Enter');
    await page.keyboard.type('SKU-00002-16GB 1');
    await activate(page, page.getByRole('button', { name: p.quickOrderSubmit }));
    await expect(page.getByTestId('quick-order-result')).toContainText(
      p.quickOrderAdded.replace('{count}', '2'),
    );
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);

    await typeInto(page, page.getByLabel(p.couponLabel), 'WELCOME10');
    await page.keyboard.press('Enter');
    await expect(page.getByText(p.couponApplied.replace('{code}', 'WELCOME10'))).toBeVisible();

    await activate(
      page,
      page.getByRole('checkbox', {
        name: p.selectLine.replace('{name}', 'Nordbyte Reis-laptop 15,6" NB-320'),
      }),
      { key: 'Space', backwards: true },
    );
    await activate(page, page.getByRole('button', { name: p.removeSelected }), { backwards: true });
    await expect(lines).toHaveCount(1);
    await expectFocusVisible(page);
  });

  test('account: add an address, edit it, delete it', async ({ page }) => {
    const a = t.AddressBook;
    await gotoReady(page, '/');
    const user = await registerShopper(page, 'keyboard-address');
    await signInWithKeyboard(page, user);
    await activate(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: t.Footer.myAccount }),
      { backwards: true },
    );
    await expect(page).toHaveURL(/\/my(\/home)?$/);
    const shipping = page.getByRole('region', { name: a.shippingTitle });
    await activate(page, shipping.getByRole('button', { name: a.addShipping }));
    const form = shipping.getByRole('form', { name: a.newShipping });
    await expect(form.getByRole('heading', { name: a.newShipping })).toBeFocused();
    const name = `Toetsenbord ${Date.now().toString(36)}`;
    await typeInto(page, form.getByLabel(a.contactPerson, { exact: true }), name);
    await typeInto(page, form.getByLabel(a.street, { exact: true }), 'Keizersgracht 1');
    await typeInto(page, form.getByLabel(a.zip, { exact: true }), '1015 CJ');
    await typeInto(page, form.getByLabel(a.city, { exact: true }), 'Amsterdam');
    await typeInto(page, form.getByLabel(a.phone, { exact: true }), '+31 20 123 4567');
    await activate(page, form.getByRole('button', { name: a.save }));
    const card = shipping.getByRole('article', { name });
    await expect(card).toContainText('1015 CJ Amsterdam');
    await expectFocusVisible(page);

    await activate(page, card.getByRole('button', { name: `${a.edit}: ${name}` }), {
      backwards: true,
    });
    const edit = shipping.getByRole('form', { name: a.editAddress });
    await typeInto(page, edit.getByLabel(a.city, { exact: true }), 'Haarlem');
    await activate(page, edit.getByRole('button', { name: a.save }));
    await expect(card).toContainText('1015 CJ Haarlem');
    await expectFocusVisible(page);

    await activate(page, card.getByRole('button', { name: `${a.delete}: ${name}` }), {
      backwards: true,
    });
    const question = card.getByRole('group', { name: a.confirmDelete });
    await expect(question.getByRole('button', { name: a.cancel })).toBeFocused();
    await activate(page, question.getByRole('button', { name: a.confirmDeleteYes }));
    await expect(card).toHaveCount(0);
    await expectFocusVisible(page);
  });
});
