import { describe, expect, it } from 'vitest';
import { mapWishlist } from '@/lib/wishlist/map-wishlist.server';
import { variantProduct } from '@/tests/support/order-fixtures';

// Odoo prices a wishlist in the request's pricelist, but a product's own `currency` is always the
// company's (EUR): the list's currency comes from the customer's current pricelist, or for a
// guest (whose lines have no partner) from the currency the shopper chose.
const customerLine = (currency: string) => ({
  id: 1,
  partner: { id: 7, currentPricelist: { currency: { name: currency } } },
  product: variantProduct({ currency: { name: 'EUR' } }),
});
const guestLine = { id: 2, partner: null, product: variantProduct({ currency: { name: 'EUR' } }) };

describe('mapWishlist', () => {
  it("takes a customer's current pricelist's currency, not the product's", () => {
    const wishlist = mapWishlist({ totalCount: 1, wishlistItems: [customerLine('USD')] }, 'EUR');
    expect(wishlist.currency).toBe('USD');
  });

  it('keeps a contract pricelist in euros whatever the shopper chose', () => {
    const wishlist = mapWishlist({ totalCount: 1, wishlistItems: [customerLine('EUR')] }, 'USD');
    expect(wishlist.currency).toBe('EUR');
  });

  it("takes a guest's chosen currency, and none without items", () => {
    expect(mapWishlist({ totalCount: 1, wishlistItems: [guestLine] }, 'USD').currency).toBe('USD');
    expect(mapWishlist({ totalCount: 0, wishlistItems: null }, 'USD').currency).toBeNull();
  });
});
