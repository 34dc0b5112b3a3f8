import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WishlistLoadResult } from '@/graphql/generated/operations';
import { wishlistAddItem } from '@/lib/wishlist/wishlist.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { variantProduct } from '@/tests/support/order-fixtures';

setupOdooTest();

describe('wishlist', () => {
  it('adding an item already there changes nothing (Odoo refuses, the list is reloaded)', async () => {
    cookieJar.seed('session_id', 'shopper');
    const wishlist: WishlistLoadResult = {
      wishlistItems: {
        totalCount: 1,
        wishlistItems: [{ id: 9, partner: null, product: variantProduct() }],
      },
    };
    mswServer.use(
      graphql.mutation('wishlistAddItem', () =>
        HttpResponse.json({
          data: { wishlistAddItem: null },
          errors: [{ message: 'Product already exists in the Wishlist.' }],
        }),
      ),
      graphql.query('wishlistLoad', () => HttpResponse.json({ data: wishlist })),
    );
    await expect(wishlistAddItem(101)).resolves.toMatchObject({
      totalCount: 1,
      items: [{ id: 9, productId: 101, price: { special: 129.99 } }],
    });
  });
});
