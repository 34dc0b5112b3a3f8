import {
  expect as baseExpect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { gotoListing as gotoAnyListing, gotoReady, messages, productPath } from './support';

export { seriousViolations } from './support';

// Shared steps of the cart and wishlist journeys (English pages: the spec's texts).

/** Server round trips on a busy runner can exceed the default 5 s. */
export const expect = baseExpect.configure({ timeout: 15_000 });
export const en = messages.en;
export const LAPTOP_NAME = 'Nordbyte Travel Laptop 15.6" NB-320';

/**
 * The demo laptop (SKU-00001, four variants) with 32 GB in its default colour (grey), which is in
 * stock, chosen on its page as a shopper does; returns the variant's id (the backend's own, see
 * productPath).
 */
export async function openLaptop(page: Page): Promise<number> {
  await gotoReady(page, await productPath(page.request, 'SKU-00001', 'en'));
  await page.locator('article').getByRole('radio', { name: '32 GB' }).check();
  await expect(page.locator('article').getByRole('radio', { name: '32 GB' })).toBeChecked();
  let variant = 0;
  await expect
    .poll(() => {
      variant = Number(new URL(page.url()).searchParams.get('variant'));
      return variant;
    })
    .toBeGreaterThan(0);
  return variant;
}
export const LISTING = '/en/category/computers';

export const header = (page: Page) => page.locator('header');
export const cartBadge = (page: Page) => header(page).getByTestId('cart-count');
export const wishlistBadge = (page: Page) => header(page).getByTestId('wishlist-count');
export const cartSidebar = (page: Page) => page.getByRole('dialog', { name: en.CartSidebar.title });
export const wishlistSidebar = (page: Page) =>
  page.getByRole('dialog', { name: en.WishlistSidebar.title });

export function gotoListing(page: Page, path = LISTING) {
  return gotoAnyListing(page, path);
}

/** The first product card with an add-to-cart button (cards of unbuyable products have none). */
export const buyableCard = (page: Page) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /to cart$/ }) })
    .first();

/** The product name a card shows. */
export const cardName = async (card: Locator) =>
  (await card.locator('h3').textContent())?.trim() ?? '';

/** Presses a card's add-to-cart button (named after the product); returns the product's name. */
export async function addCardToCart(card: Locator): Promise<string> {
  const name = await cardName(card);
  await card
    .getByRole('button', { name: en.ProductCard.addToCartNamed.replace('{name}', name) })
    .click();
  return name;
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | null> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value ?? null;
}

/** The count cookie the server set must equal what the page shows (lines or items). */
export async function expectCookie(context: BrowserContext, name: string, count: number) {
  await expect.poll(() => cookieValue(context, name)).toBe(String(count));
}

/** Server action calls (POSTs carrying a `next-action` header) the page sends, with their time. */
export function recordActions(page: Page): { request: Request; at: number }[] {
  const calls: { request: Request; at: number }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) {
      calls.push({ request, at: Date.now() });
    }
  });
  return calls;
}

/** After a reload of a static page the badges show the counts from the cookies. */
export async function expectBadgesAfterReload(page: Page, cart: number, wishlist: number) {
  await gotoReady(page, '/en');
  await expect(cartBadge(page)).toHaveText(cart > 0 ? String(cart) : '');
  await expect(wishlistBadge(page)).toHaveText(wishlist > 0 ? String(wishlist) : '');
}
