import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USD_RATE } from '@/mock-odoo/src/seed/base';
import { startTestOdoo } from '@/tests/mock-odoo/harness';
import { getCountries } from '@/lib/addresses/countries.server';
import {
  billingGetAddress,
  selectAddress,
  shippingAddAdress,
} from '@/lib/addresses/addresses.server';
import { cartAddItem, cartLoad, cartRemoveItem, updateCartItem } from '@/lib/cart/cart.server';
import { applyCoupon } from '@/lib/cart/coupon.server';
import { round2 } from '@/lib/order/round2';
import { getBrands, getQuickSearchResult } from '@/lib/catalog/catalog-features.server';
import { getCategories, getCategory } from '@/lib/catalog/categories.server';
import {
  getProductTemplate,
  getProductTemplatesList,
  getRealProduct,
} from '@/lib/catalog/products.server';
import type { ProductCard } from '@/lib/catalog/types';
import { getStaticContent } from '@/lib/content/static-content.server';
import { clearOdooCapabilities, odooCapabilities } from '@/lib/odoo/capabilities.server';
import {
  getInvoices,
  getQuotation,
  getQuotations,
  ordersGet,
} from '@/lib/account/account-documents.server';
import { paymentLoadProviders } from '@/lib/payment/payment.server';
import { setShippingMethod, shippingGetDeliveryMethods } from '@/lib/shipping/shipping.server';
import { loadUser, logInUser, logOutUser } from '@/lib/user/user.server';
import { wishlistAddItem, wishlistLoad, wishlistRemoveItem } from '@/lib/wishlist/wishlist.server';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';

// The domain functions against a real mock-odoo over HTTP: transport, cookies and schema as in
// production. lib/odoo reads ODOO_URL on every call, so setting it after import is enough.

let odoo: Awaited<ReturnType<typeof startTestOdoo>>;

beforeAll(async () => {
  // English website: these tests check the data layer against Odoo's English source texts.
  odoo = await startTestOdoo({ websiteLang: 'en_US' });
  process.env.ODOO_URL = odoo.url;
  clearOdooCapabilities();
}, 60_000);

afterAll(async () => {
  await odoo?.stop();
});

beforeEach(() => {
  // Every test is a new browser: no Odoo session yet.
  cookieJar.clear();
  requestHeaders.set('host', 'localhost:3000');
});

async function firstBuyableProduct(): Promise<ProductCard> {
  const listing = await getProductTemplatesList('en', {
    categorySlug: '/category/computers',
    pageSize: 20,
  });
  const product = listing.products.find(
    (card) => card.variantId && card.isPositivePrice && card.inStock,
  );
  if (!product) throw new Error('The seed has no buyable computer');
  return product;
}

async function signIn(email: string, password: string) {
  await logInUser(email, password);
  expect(cookieJar.stored('session_id')?.value).toBeTruthy();
}

describe('mock-odoo through the domain functions', () => {
  it('has all our extensions', async () => {
    expect(Object.values(await odooCapabilities()).every(Boolean)).toBe(true);
  });

  it('catalog: categories, a listing with facets, a product and its variant', async () => {
    const top = await getCategories('en', { topLevel: true, pageSize: 50 });
    expect(top.categories.map((category) => category.slug)).toContain('/category/computers');
    const computers = await getCategory('en', { slug: '/category/computers' });
    expect(computers?.children.length).toBeGreaterThan(0);

    const listing = await getProductTemplatesList('en', { categorySlug: '/category/computers' });
    expect(listing.totalCount).toBeGreaterThan(0);
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.products.length).toBeLessThanOrEqual(12);
    expect(listing.facets.length).toBeGreaterThan(0);
    expect(listing.minPrice).toBeLessThanOrEqual(listing.maxPrice);

    const withVariants = listing.products.find((card) => card.slug) ?? listing.products[0];
    const detail = await getProductTemplate('en', { slug: withVariants?.slug ?? '' });
    expect(detail?.id).toBe(withVariants?.id);
    expect(detail?.breadcrumbs[0]?.slug).toBe('/category/computers');

    const variant = detail?.variants.find((option) => option.valueIds.length > 0);
    expect(variant).toBeDefined();
    const real = await getRealProduct('en', {
      productTemplateId: detail?.id ?? 0,
      combinationIds: variant?.valueIds ?? [],
    });
    expect(real?.productId).toBe(variant?.id);

    const brands = await getBrands('en');
    expect(brands.available && brands.data.length).toBeGreaterThan(0);
    const search = await getQuickSearchResult('en', { term: 'la' });
    expect(search.available).toBe(true);
  });

  it('cart: add, totals, update by product, coupon, remove', async () => {
    const product = await firstBuyableProduct();
    const variantId = product.variantId ?? 0;

    const added = await cartAddItem(variantId, 2);
    expect(cookieJar.stored('session_id')?.options).toMatchObject({ httpOnly: true, path: '/' });
    expect(added.lineCount).toBe(1);
    expect(added.lines[0]).toMatchObject({ productId: variantId, quantity: 2 });
    expect(added.totals.subtotal).toBe(round2(added.totals.total - added.totals.delivery));

    const loaded = await cartLoad();
    expect(loaded.id).toBe(added.id);

    const updated = await updateCartItem(variantId, 3);
    expect(updated.lines[0]?.quantity).toBe(3);

    const refused = await applyCoupon('NO-SUCH-CODE');
    expect(refused.applied).toBe(false);
    expect(refused.applied === false && refused.cart.id).toBe(added.id);
    await expect(applyCoupon('WELCOME10')).resolves.toEqual({ applied: true });

    const methods = await shippingGetDeliveryMethods();
    expect(methods.length).toBeGreaterThan(0);
    const express = methods.find((method) => method.price > 0) ?? methods[0];
    const shipped = await setShippingMethod(express?.id ?? 0);
    expect(shipped.shippingMethod?.id).toBe(express?.id);
    expect(shipped.totals.subtotal).toBe(round2(shipped.totals.total - shipped.totals.delivery));

    const emptied = await cartRemoveItem(updated.lines[0]?.id ?? 0);
    expect(emptied.lineCount).toBe(0);
  });

  it('wishlist: add twice changes nothing, remove', async () => {
    const product = await firstBuyableProduct();
    const variantId = product.variantId ?? 0;
    expect((await wishlistAddItem(variantId)).totalCount).toBe(1);
    const again = await wishlistAddItem(variantId);
    expect(again.items.map((item) => item.productId)).toEqual([variantId]);
    const removed = await wishlistRemoveItem(again.items[0]?.id ?? 0);
    expect(removed.totalCount).toBe(0);
    expect((await wishlistLoad()).items).toEqual([]);
  });

  it('cart and wishlist come in the chosen currency and follow a change of it', async () => {
    const product = await firstBuyableProduct();
    const variantId = product.variantId ?? 0;
    const inEuros = await cartAddItem(variantId, 1);
    expect(inEuros.currency).toBe('EUR');
    await wishlistAddItem(variantId);
    expect((await wishlistLoad()).currency).toBe('EUR');

    cookieJar.seed('currency', 'USD');
    const inDollars = await cartLoad();
    expect(inDollars.currency).toBe('USD');
    expect(inDollars.lines[0]?.price).toBeCloseTo((inEuros.lines[0]?.price ?? 0) * USD_RATE, 1);
    const wishlist = await wishlistLoad();
    expect(wishlist.currency).toBe('USD');
    expect(wishlist.items[0]?.price.special).toBeCloseTo(
      (inEuros.lines[0]?.price ?? 0) * USD_RATE,
      1,
    );
  });

  it('user: anonymous, login rotates the session, loadUser, logout', async () => {
    await expect(loadUser()).resolves.toBeNull();
    await cartAddItem((await firstBuyableProduct()).variantId ?? 0, 1);
    await expect(loadUser()).resolves.toBeNull();
    const anonymous = cookieJar.stored('session_id')?.value;
    expect(anonymous).toBeTruthy();
    const user = await logInUser('Consumer@Example.com', 'consumer123');
    expect(user.email).toBe('consumer@example.com');
    expect(cookieJar.stored('session_id')?.value).not.toBe(anonymous);
    const account = await loadUser();
    expect(account).toMatchObject({ id: user.id, email: 'consumer@example.com' });
    await expect(logOutUser()).resolves.toBe(true);
    await expect(loadUser()).resolves.toBeNull();
  });

  it('user: wrong password fails with Odoo’s message', async () => {
    await expect(logInUser('consumer@example.com', 'wrong')).rejects.toThrow(
      'Wrong email or password.',
    );
  });

  it('addresses: list, add a shipping address with integer ids, select it', async () => {
    await signIn('consumer@example.com', 'consumer123');
    await cartAddItem((await firstBuyableProduct()).variantId ?? 0, 1);
    const netherlands = (await getCountries('en')).find((country) => country.code === 'NL');
    expect(netherlands).toBeDefined();
    expect(Array.isArray(await billingGetAddress())).toBe(true);
    const address = await shippingAddAdress({
      name: 'Sanne Test',
      street: 'Teststraat 1',
      zip: '1011 AB',
      city: 'Amsterdam',
      phone: '+31 20 000 0000',
      countryId: String(netherlands?.id),
    });
    expect(address).toMatchObject({ name: 'Sanne Test', country: { code: 'NL' } });
    const selected = await selectAddress('Shipping', address.id);
    expect(selected.id).toBe(address.id);
    expect((await cartLoad()).shippingAddress?.id).toBe(address.id);
  });

  it('orders: orders, quotations, one quotation and invoices of a business customer', async () => {
    await signIn('business@example.com', 'business123');
    const orders = await ordersGet();
    expect(orders.totalCount).toBeGreaterThan(0);
    const quotations = await getQuotations();
    const first = quotations.available ? quotations.data.quotations[0] : undefined;
    expect(first).toBeDefined();
    const detail = await getQuotation(first?.id ?? 0);
    expect(detail.available && detail.data.name).toBe(first?.name);
    expect(detail.available && detail.data.lines.length).toBeGreaterThan(0);
    const invoices = await getInvoices();
    expect(invoices.available && invoices.data.totalCount).toBeGreaterThan(0);
  });

  it('payment: the providers of the cart', async () => {
    await cartAddItem((await firstBuyableProduct()).variantId ?? 0, 1);
    const providers = await paymentLoadProviders();
    expect(providers.length).toBeGreaterThan(0);
    expect(providers.every((provider) => provider.name)).toBe(true);
  });

  it('content: a static page by url', async () => {
    const page = await getStaticContent('en', { url: '/about' });
    expect(page?.html).toBeTruthy();
    expect(page?.html).not.toMatch(/<script/i);
  });
});
