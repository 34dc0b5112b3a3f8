import { test } from './fixtures';
import {
  cartBadge,
  cartSidebar,
  en,
  expect,
  expectBadgesAfterReload,
  expectCookie,
  buyableCard,
  cardName,
  gotoListing,
  openLaptop,
  recordActions,
  seriousViolations,
  wishlistBadge,
  wishlistSidebar,
} from './cart-support';
import { gotoReady } from './support';

const t = en.WishlistSidebar;

test('a heart on a card adds to the wishlist; add to cart from the wishlist opens the cart', async ({
  page,
  context,
}) => {
  await gotoListing(page);
  const card = buyableCard(page);
  const name = await cardName(card);
  await card
    .getByRole('button', { name: en.ProductCard.toggleWishlist.replace('{name}', name) })
    .click();
  await expect(wishlistBadge(page)).toHaveText('1');
  await expect(page.getByText(t.added.replace('{name}', name))).toBeVisible();
  await expect(
    card.getByRole('button', {
      name: en.ProductCard.removeFromWishlistNamed.replace('{name}', name),
    }),
  ).toBeVisible();
  await expectCookie(context, 'wishlist-size', 1);

  await page
    .locator('header')
    .getByRole('button', { name: /^Wishlist/ })
    .click();
  const sidebar = wishlistSidebar(page);
  await expect(sidebar.getByTestId('wishlist-item')).toHaveCount(1);
  await expect(sidebar.getByTestId('wishlist-sidebar-count')).toHaveText(
    t.totalItems.replace('{count}', '1'),
  );
  await expect(sidebar.getByText(t.totalPrice)).toBeVisible();
  await expect(sidebar.getByTestId('wishlist-total')).toContainText('€');
  await expect(sidebar.getByRole('link', { name: t.startShopping })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await sidebar.getByRole('button', { name: t.addToCartNamed.replace('{name}', name) }).click();
  await expect(sidebar).toBeHidden();
  await expect(cartSidebar(page)).toBeVisible();
  await expect(cartSidebar(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText('1');
  await expectCookie(context, 'cart-size', 1);
  await expectCookie(context, 'wishlist-size', 1);
  await expectBadgesAfterReload(page, 1, 1);

  // Remove from the wishlist sidebar: the empty state.
  await page
    .locator('header')
    .getByRole('button', { name: /^Wishlist/ })
    .click();
  await wishlistSidebar(page)
    .getByRole('button', { name: t.removeNamed.replace('{name}', name) })
    .click();
  await expect(page.getByText(t.removed.replace('{name}', name))).toBeVisible();
  await expect(wishlistSidebar(page).getByText(t.empty)).toBeVisible();
  await expect(wishlistBadge(page)).toHaveText('');
  await expectCookie(context, 'wishlist-size', 0);
});

test("'Save for later' in the cart toggles to 'Remove from wishlist' and back", async ({
  page,
  context,
}) => {
  const c = en.CartSidebar;
  await openLaptop(page);
  await page.locator('article').getByRole('button', { name: en.Product.addToCart }).first().click();
  const line = cartSidebar(page).getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: c.saveForLater }).click();
  await expect(line.getByRole('button', { name: c.removeFromWishlist })).toBeVisible();
  await expect(wishlistBadge(page)).toHaveText('1');
  await expectCookie(context, 'wishlist-size', 1);
  await line.getByRole('button', { name: c.removeFromWishlist }).click();
  await expect(line.getByRole('button', { name: c.saveForLater })).toBeVisible();
  await expect(wishlistBadge(page)).toHaveText('');
  await expectCookie(context, 'wishlist-size', 0);
  await expectCookie(context, 'cart-size', 1);
});

test('the product page heart waits for the variant in the link before it acts', async ({
  page,
}) => {
  await openLaptop(page);
  const withVariant = page.url();
  // Holds the answer that turns the default variant into the one named in `?variant=`.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/product-variant?**', async (route) => {
    await held;
    await route.continue();
  });
  await gotoReady(page, withVariant);
  const heart = page.locator('article').getByRole('button', { name: en.Product.addToWishlist });
  await expect(heart).toBeDisabled();
  release();
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(
    page.locator('article').getByRole('button', { name: en.Product.removeFromWishlist }),
  ).toBeVisible();
});

test('the product page shows the real wishlist state, also after a reload without asking', async ({
  page,
  context,
}) => {
  const p = en.Product;
  await openLaptop(page);
  const laptop = page.url();
  const info = page.locator('article');
  await info.getByRole('button', { name: p.addToWishlist }).click();
  await expect(info.getByRole('button', { name: p.removeFromWishlist })).toBeVisible();
  // The product page names the chosen variant.
  await expect(page.getByText(new RegExp(t.added.replace('{name}', '.*')))).toBeVisible();
  await expectCookie(context, 'wishlist-size', 1);

  // Next page view in this tab: the heart state comes from session storage, no request.
  const calls = recordActions(page);
  await gotoReady(page, laptop);
  await expect(
    page.locator('article').getByRole('button', { name: p.removeFromWishlist }),
  ).toBeVisible();
  expect(calls).toHaveLength(0);

  await page.locator('article').getByRole('button', { name: p.removeFromWishlist }).click();
  await expect(
    page.locator('article').getByRole('button', { name: p.addToWishlist }),
  ).toBeVisible();
  await expectCookie(context, 'wishlist-size', 0);
  await expectBadgesAfterReload(page, 0, 0);
});
