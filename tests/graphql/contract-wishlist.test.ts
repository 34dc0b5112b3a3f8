// Contract: the wishlist operations of graphql/generated/operations.ts against mock-odoo. The
// wishlist holds variants; it belongs to the session when anonymous and to the partner when signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProductTemplatesListDocument,
  logInUserDocument,
  wishlistAddItemDocument,
  wishlistLoadDocument,
  wishlistRemoveItemDocument,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let variants: [number, number];

beforeAll(async () => {
  odoo = await startTestOdoo();
  const { products } = await ok(odooClient(odoo.url), getProductTemplatesListDocument, {
    pageSize: 10,
    currentPage: 2,
  });
  const [a, b] = (products?.products ?? []).flatMap((product) =>
    product?.firstVariant ? [product.firstVariant.id] : [],
  );
  if (a === undefined || b === undefined) throw new Error('the seed should have products');
  variants = [a, b];
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

async function signedIn(email: string, password: string): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await ok(client, logInUserDocument, { email, password });
  return client;
}

describe('wishlist contract', { timeout: 60_000 }, () => {
  it('starts empty, adds variants and removes them by wishlist line id', async () => {
    const client = odooClient(odoo.url);
    const { wishlistItems } = await ok(client, wishlistLoadDocument, {});
    expect(wishlistItems?.totalCount).toBe(0);
    expect(wishlistItems?.wishlistItems ?? []).toEqual([]);

    const first = await ok(client, wishlistAddItemDocument, { productId: variants[0] });
    expect(first.wishlistAddItem?.totalCount).toBe(1);
    const second = await ok(client, wishlistAddItemDocument, { productId: variants[1] });
    const items = second.wishlistAddItem?.wishlistItems ?? [];
    expect(second.wishlistAddItem?.totalCount).toBe(2);
    expect(items.map((item) => item?.product?.id).sort()).toEqual([...variants].sort());
    const item = present(
      items.find((candidate) => candidate?.product?.id === variants[0]),
      'wishlist line',
    );
    expect(item.product?.name).toBeTruthy();
    expect(item.product?.combinationInfoVariant).toBeTruthy();

    const { wishlistRemoveItem } = await ok(client, wishlistRemoveItemDocument, {
      wishId: item.id,
    });
    expect(wishlistRemoveItem?.totalCount).toBe(1);
    expect(wishlistRemoveItem?.wishlistItems?.map((line) => line?.product?.id)).toEqual([
      variants[1],
    ]);
    const reloaded = await ok(client, wishlistLoadDocument, {});
    expect(reloaded.wishlistItems?.totalCount).toBe(1);
  });

  it('refuses a product that is already in the wishlist', async () => {
    const client = odooClient(odoo.url);
    await ok(client, wishlistAddItemDocument, { productId: variants[0] });
    const messages = await fails(client, wishlistAddItemDocument, { productId: variants[0] });
    expect(messages).toEqual(['Product already exists in the Wishlist.']);
    const { wishlistItems } = await ok(client, wishlistLoadDocument, {});
    expect(wishlistItems?.totalCount).toBe(1);
  });

  it('keeps anonymous wishlists per session', async () => {
    const one = odooClient(odoo.url);
    const other = odooClient(odoo.url);
    await ok(one, wishlistAddItemDocument, { productId: variants[1] });
    const { wishlistItems } = await ok(other, wishlistLoadDocument, {});
    expect(wishlistItems?.totalCount).toBe(0);
  });

  it("keeps a signed-in customer's wishlist across sessions", async () => {
    const laptop = await signedIn('consumer@example.com', 'consumer123');
    const { wishlistAddItem } = await ok(laptop, wishlistAddItemDocument, {
      productId: variants[1],
    });
    const line = present(
      wishlistAddItem?.wishlistItems?.find((item) => item?.product?.id === variants[1]),
      'wishlist line',
    );

    const phone = await signedIn('consumer@example.com', 'consumer123');
    const { wishlistItems } = await ok(phone, wishlistLoadDocument, {});
    expect(wishlistItems?.wishlistItems?.map((item) => item?.id)).toContain(line.id);

    await ok(phone, wishlistRemoveItemDocument, { wishId: line.id });
    const after = await ok(laptop, wishlistLoadDocument, {});
    expect(after.wishlistItems?.wishlistItems?.map((item) => item?.id)).not.toContain(line.id);
  });
});
