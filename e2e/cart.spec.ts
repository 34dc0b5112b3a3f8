import { type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  cartBadge,
  cartSidebar,
  en,
  expect,
  expectBadgesAfterReload,
  expectCookie,
  buyableCard,
  addCardToCart,
  gotoListing,
  openLaptop,
  LAPTOP_NAME,
  recordActions,
  seriousViolations,
} from './cart-support';
import { gotoReady, mockOdoo } from './support';

const t = en.CartSidebar;

test('add from a listing and a product page, edit a quantity once, remove, empty @live', async ({
  page,
  context,
}) => {
  // From a category page's product card.
  await gotoListing(page);
  const name = await addCardToCart(buyableCard(page));
  const sidebar = cartSidebar(page);
  await expect(sidebar).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name })).toBeVisible();
  await expect(sidebar.getByTestId('cart-sidebar-count')).toHaveText(
    t.totalItems.replace('{count}', '1'),
  );
  await expectCookie(context, 'cart-size', 1);

  // From a product page (another static page: the badge comes from the cookie first).
  const laptop = await openLaptop(page);
  await expect(cartBadge(page)).toHaveText('1');
  await page.locator('article').getByRole('button', { name: en.Product.addToCart }).first().click();
  await expect(cartBadge(page)).toHaveText('2');
  await expect(cartSidebar(page).getByTestId('cart-line')).toHaveCount(2);
  await expectCookie(context, 'cart-size', 2);
  // The line leads back to the variant it holds, not to the template's default.
  await expect(cartSidebar(page).getByRole('link', { name: LAPTOP_NAME }).first()).toHaveAttribute(
    'href',
    new RegExp(`\\?variant=${laptop}$`),
  );
  const total = cartSidebar(page).getByTestId('cart-total');
  await expect(total).toContainText('€');
  const totalBefore = await total.textContent();

  // A burst of key presses is one request, 500 ms after the last one, with the last value.
  const quantity = cartSidebar(page).getByRole('spinbutton', {
    name: t.quantityOf.replace('{name}', LAPTOP_NAME),
  });
  await expect(quantity).toHaveValue('1');
  const calls = recordActions(page);
  await quantity.focus();
  await quantity.press('Control+a');
  await quantity.press('Backspace');
  await quantity.press('1');
  // Taken before the last key press: the pause starts no earlier than this, however long a busy
  // machine takes to report the press as done.
  const beforeLastPress = Date.now();
  await quantity.press('2');
  await expect(quantity).toHaveValue('12');
  await expect.poll(() => calls.length, { timeout: 3000 }).toBe(1);
  // Sent after the pause, not with the key presses (a press is sent within milliseconds; the
  // margin is for the browser's and the test's clocks on a busy machine).
  expect((calls[0]?.at ?? 0) - beforeLastPress).toBeGreaterThanOrEqual(300);
  expect(calls[0]?.request.postData()).toContain('"quantity":12');
  await page.waitForTimeout(1000);
  expect(calls).toHaveLength(1);
  await expect(total).not.toHaveText(totalBefore ?? '');
  await expect(quantity).toHaveValue('12');
  await expectCookie(context, 'cart-size', 2);
  await expectBadgesAfterReload(page, 2, 0);

  // Remove both lines: the empty state.
  await page.locator('header').getByRole('button', { name: /^Cart/ }).click();
  const lines = cartSidebar(page).getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await cartSidebar(page)
    .getByRole('button', { name: t.removeNamed.replace('{name}', LAPTOP_NAME) })
    .click();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(lines).toHaveCount(1);
  await expectCookie(context, 'cart-size', 1);
  await lines
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(cartSidebar(page).getByText(t.empty)).toBeVisible();
  await expect(cartSidebar(page).getByRole('link', { name: t.goBackShopping })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('');
  await expectCookie(context, 'cart-size', 0);
  await expectBadgesAfterReload(page, 0, 0);
});

test('GO TO CHECKOUT as a guest opens the login modal; axe with the sidebar open', async ({
  page,
}) => {
  await openLaptop(page);
  await page.locator('article').getByRole('button', { name: en.Product.addToCart }).first().click();
  const sidebar = cartSidebar(page);
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebar.getByText(t.totalPrice)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: t.seeDetails })).toHaveAttribute(
    'href',
    '/en/cart',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await sidebar.getByRole('button', { name: t.checkout }).click();
  await expect(page.getByRole('dialog', { name: en.LoginModal.LOGIN })).toBeVisible();
  await expect(sidebar).toBeHidden();
});

test('cart page: quick order, coupons, remove selected @live', async ({ page, context }) => {
  // Two cart loads, a quick order and four coupon round trips: more than the default when busy.
  test.setTimeout(90_000);
  const p = en.CartPage;
  await gotoReady(page, '/en/cart');
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();

  // Quick order: two known SKUs, one unknown, one line that cannot be read.
  await page.getByText(p.quickOrderTitle).click();
  const field = page.getByLabel(p.quickOrderLabel);
  await field.fill('SKU-00001-SLV-32GB 2\nNOPE-404 1\nSKU-00002-16GB\nnot a valid line 1 2');
  await expect(page.getByTestId('quick-order-invalid')).toContainText(
    p.invalidLine.replace('{line}', '4').replace('{text}', 'not a valid line 1 2'),
  );
  await page.getByRole('button', { name: p.quickOrderSubmit }).click();
  const result = page.getByTestId('quick-order-result');
  await expect(result).toContainText(p.quickOrderAdded.replace('{count}', '2'));
  await expect(result).toContainText(p.unknownSkus.replace('{skus}', 'NOPE-404'));
  // What was not added stays in the field; what was added left it.
  await expect(field).toHaveValue('NOPE-404 1\nnot a valid line 1 2');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expectCookie(context, 'cart-size', 2);

  // Coupons: Odoo's refusal is shown; a valid code lowers the total; removing takes it off.
  const total = page.getByTestId('cart-page-total');
  const before = await total.textContent();
  const coupon = page.getByLabel(p.couponLabel);
  await coupon.fill('BOGUS');
  await page.getByRole('button', { name: p.applyCoupon }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'BOGUS' })).toBeVisible();
  await expect(total).toHaveText(before ?? '');
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: p.applyCoupon }).click();
  await expect(page.getByText(p.couponApplied.replace('{code}', 'WELCOME10'))).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  const discounted = await total.textContent();
  await expect(page.getByTestId('cart-discount-line')).toHaveCount(1);
  await page.getByRole('button', { name: p.removeCoupon }).click();
  await expect(coupon).toHaveValue('');
  await expect(page.getByText(p.couponApplied.replace('{code}', 'WELCOME10'))).toBeHidden();
  // Taken off the order in Odoo: the reward line goes and the total is the one before the code.
  await expect(page.getByTestId('cart-discount-line')).toHaveCount(0);
  await expect(total).toHaveText(before ?? '');
  await gotoReady(page, '/en/cart');
  await expect(page.getByTestId('cart-discount-line')).toHaveCount(0);
  await expect(total).toHaveText(before ?? '');
  // Applied again for the rest of the test.
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: p.applyCoupon }).click();
  await expect(total).toHaveText(discounted ?? '');
  expect(await seriousViolations(page)).toEqual([]);

  // The reward is an order line of its own (Odoo's), shown as a discount but not counted.
  const discountLines = page.getByTestId('cart-discount-line');
  await expect(discountLines).toHaveCount(1);
  await expectCookie(context, 'cart-size', 2);
  await expect(cartBadge(page)).toHaveText('2');
  await expectTotalsAddUp(page);

  // Select one line and remove the selection.
  await page.getByRole('checkbox', { name: p.selectLine.replace('{name}', LAPTOP_NAME) }).check();
  await page.getByRole('button', { name: p.removeSelected }).click();
  await expect(lines).toHaveCount(1);
  await expect(discountLines).toHaveCount(1);
  await expectCookie(context, 'cart-size', 1);
  await expect(cartBadge(page)).toHaveText('1');

  // A reload renders the same cart on the server.
  await gotoReady(page, '/en/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-discount-line')).toHaveCount(1);
  await expectTotalsAddUp(page);
  await expectBadgesAfterReload(page, 1, 0);
});

test('a product without a price gets a quotation link and no checkout', async ({ page }) => {
  const p = en.CartPage;
  await gotoReady(page, '/en/cart');
  await page.getByText(p.quickOrderTitle).click();
  // Template 41 is quotation-only in the seed (price 0).
  await page.getByLabel(p.quickOrderLabel).fill('SKU-00041 1');
  await page.getByRole('button', { name: p.quickOrderSubmit }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const link = page.getByRole('link', { name: p.requestQuotation });
  await expect(link).toHaveAttribute('href', /^mailto:sales@example\.com\?subject=/);
  expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain('SKU-00041');
  await expect(page.getByText(p.quotationNote)).toBeVisible();
  await expect(page.getByRole('button', { name: t.checkout })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.checkout })).toHaveCount(0);
  // The sidebar says the same instead of offering checkout.
  await page.locator('header').getByRole('button', { name: /^Cart/ }).click();
  await expect(cartSidebar(page).getByText(t.quotationOnly)).toBeVisible();
  await expect(cartSidebar(page).getByRole('button', { name: t.checkout })).toHaveCount(0);
});

/**
 * The summary's rows as a shopper reads them: products, discount and delivery (each excl. VAT)
 * plus VAT give the total incl. VAT, to the cent, and every line amount says it excludes VAT.
 */
async function expectTotalsAddUp(page: Page) {
  const cents = async (testId: string) => {
    const text = (await page.getByTestId(testId).textContent()) ?? '';
    // en-US money: "€1,234.56" or "-€17.59".
    const value = Number(text.replace(/[^0-9.-]/g, ''));
    expect(Number.isFinite(value), `${testId}: ${text}`).toBe(true);
    return Math.round(value * 100);
  };
  await expect(page.getByTestId('cart-page-total')).not.toHaveText('');
  const rows = ['cart-products', 'cart-delivery', 'cart-tax'];
  if ((await page.getByTestId('cart-discount').count()) > 0) rows.push('cart-discount');
  let sum = 0;
  for (const row of rows) sum += await cents(row);
  expect(sum).toBe(await cents('cart-page-total'));
  const p = en.CartPage;
  for (const label of [p.products, p.delivery, p.tax, p.total]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  for (const line of await page.getByTestId('cart-line').all()) {
    await expect(line.getByText(en.CartSidebar.exclVat).first()).toBeVisible();
  }
}

test('refusals say why: a product already in the cart, a quantity that is not sent', async ({
  page,
}) => {
  await openLaptop(page);
  const add = page.locator('article').getByRole('button', { name: en.Product.addToCart }).first();
  await add.click();
  const sidebar = cartSidebar(page);
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  // Line prices are Odoo's tax-excluded ones and say so; the total says it includes VAT.
  await expect(sidebar.getByTestId('cart-line').getByText(t.exclVat)).toBeVisible();
  await expect(sidebar.getByText(t.totalPrice, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  // Adding it again changes nothing (spec) and says so, with a way to the cart.
  await add.click();
  const notice = page.getByText(en.Notifications.alreadyInCart);
  await expect(notice).toBeVisible();
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: en.Notifications.viewCart }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);

  // 0 and 100000 are shown with the reason and never sent; blur puts the quantity back.
  const quantity = sidebar.getByRole('spinbutton', {
    name: t.quantityOf.replace('{name}', LAPTOP_NAME),
  });
  const reason = t.quantityRefused.replace('{max}', '99999').replace('{quantity}', '1');
  const calls = recordActions(page);
  for (const typed of ['0', '100000']) {
    await quantity.fill(typed);
    await expect(sidebar.getByText(reason)).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
  }
  await page.waitForTimeout(800);
  expect(calls).toHaveLength(0);
});

test("the cart page's fields are not offered before they work, and keep what is typed (slow phone)", async ({
  page,
}) => {
  // Three loads of the cart page, one at a sixth of the CPU.
  test.setTimeout(90_000);
  const p = en.CartPage;
  await gotoReady(page, '/en/cart');
  await page.getByText(p.quickOrderTitle).click();
  await page.getByLabel(p.quickOrderLabel).fill('SKU-00001-SLV-32GB 1');
  await page.getByRole('button', { name: p.quickOrderSubmit }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // Without the page's scripts (never hydrated) the fields do not look ready.
  await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByLabel(p.couponLabel)).toBeDisabled();
  await expect(page.getByRole('button', { name: p.applyCoupon })).toBeDisabled();
  await expect(page.getByLabel(p.quickOrderLabel)).toBeDisabled();
  await page.unrouteAll();

  // A phone at 6x CPU slowdown: a code typed as soon as the field takes it is kept.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/en/cart');
  const coupon = page.getByLabel(p.couponLabel);
  await coupon.fill('BOGUS');
  await expect(page.getByRole('button', { name: p.applyCoupon })).toBeEnabled();
  await expect(coupon).toHaveValue('BOGUS');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a product out of stock offers no add to cart on its page, as on the listing', async ({
  page,
}) => {
  // A published product whose default variant has nothing on hand, asked of mock-odoo.
  const response = await page.request.post(`${mockOdoo}/graphql/vsf`, {
    data: {
      query: '{ products(pageSize: 400) { products { slug firstVariant { id qty isInStock } } } }',
    },
  });
  const body = (await response.json()) as {
    data: {
      products: {
        products: { slug: string; firstVariant: { qty: number; isInStock: boolean } | null }[];
      };
    };
  };
  const soldOut = body.data.products.products.find(
    (product) => product.firstVariant && product.firstVariant.qty <= 0,
  );
  expect(soldOut, 'the seed has a product out of stock').toBeTruthy();
  await gotoReady(page, `/en/product/${soldOut!.slug.replace(/^\/product\//, '')}`);
  const product = page.locator('article').first();
  await expect(product.getByText(en.Product.outOfStock).first()).toBeVisible();
  await expect(product.getByRole('button', { name: en.Product.addToCart })).toHaveCount(0);
});

test('a cart whose session cookie is gone is no longer counted in the header', async ({
  page,
  context,
}) => {
  await gotoListing(page);
  await addCardToCart(buyableCard(page));
  await expect(cartBadge(page)).toHaveText('1');
  await expectCookie(context, 'cart-size', 1);
  // The session cookie expires (or is deleted) while the count stays: that cart is gone.
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name !== 'session_id'));
  await gotoReady(page, '/en/category/computers');
  await expect(cartBadge(page)).toHaveText('');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cart-size');
});
