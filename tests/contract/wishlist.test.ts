// Contract: the wishlist. It holds variants; it belongs to the session when anonymous and to the
// partner when signed in, and a guest's wishlist moves to the customer who signs in.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getProductTemplatesListDocument,
  loadUserDocument,
  wishlistAddItemDocument,
  wishlistLoadDocument,
  wishlistRemoveItemDocument,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok, fails, missingRecord, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { newCustomer, signedIn } from './customers';
import { sellableVariants } from './products';

const backend = contractBackend();
let variants: [number, number];
/** The first twenty variants for sale (the raw-document tests). */
let variantIds: number[];

beforeAll(async () => {
  const { products } = await ok(backend.client(), getProductTemplatesListDocument, {
    pageSize: 10,
    currentPage: 2,
  });
  const [a, b] = (products?.products ?? []).flatMap((product) =>
    product?.firstVariant ? [product.firstVariant.id] : [],
  );
  if (a === undefined || b === undefined) throw new Error('the seed should have products');
  variants = [a, b];
  variantIds = (await sellableVariants(backend.client())).slice(0, 20).map(({ id }) => id);
}, 120_000);

describe('wishlist contract', { timeout: 60_000 }, () => {
  it('starts empty, adds variants and removes them by wishlist line id', async () => {
    const client = backend.client();
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
    const client = backend.client();
    await ok(client, wishlistAddItemDocument, { productId: variants[0] });
    const messages = await fails(client, wishlistAddItemDocument, { productId: variants[0] });
    expect(messages).toEqual(['Product already exists in the Wishlist.']);
    const { wishlistItems } = await ok(client, wishlistLoadDocument, {});
    expect(wishlistItems?.totalCount).toBe(1);
  });

  it('keeps anonymous wishlists per session', async () => {
    const one = backend.client();
    const other = backend.client();
    await ok(one, wishlistAddItemDocument, { productId: variants[1] });
    const { wishlistItems } = await ok(other, wishlistLoadDocument, {});
    expect(wishlistItems?.totalCount).toBe(0);
  });

  it("keeps a signed-in customer's wishlist across sessions", async () => {
    const { account, client: laptop } = await newCustomer(backend);
    const { wishlistAddItem } = await ok(laptop, wishlistAddItemDocument, {
      productId: variants[1],
    });
    const line = present(
      wishlistAddItem?.wishlistItems?.find((item) => item?.product?.id === variants[1]),
      'wishlist line',
    );

    const phone = await signedIn(backend, account);
    const { wishlistItems } = await ok(phone, wishlistLoadDocument, {});
    expect(wishlistItems?.wishlistItems?.map((item) => item?.id)).toContain(line.id);

    await ok(phone, wishlistRemoveItemDocument, { wishId: line.id });
    const after = await ok(laptop, wishlistLoadDocument, {});
    expect(after.wishlistItems?.wishlistItems?.map((item) => item?.id)).not.toContain(line.id);
  });
});

// The wishlist as raw documents, with each line's owner.

interface WishlistData {
  totalCount: number;
  wishlistItems: { id: number; partner: { id: number } | null; product: { id: number } }[];
}

const DATA = `totalCount wishlistItems { id partner { id } product { id } }`;
const LOAD = `query { wishlistItems { ${DATA} } }`;
const ADD = `mutation add($productId: Int!) { wishlistAddItem(productId: $productId) { ${DATA} } }`;
const REMOVE = `mutation remove($wishId: Int!) { wishlistRemoveItem(wishId: $wishId) { ${DATA} } }`;

function variant(index: number): number {
  const id = variantIds[index];
  if (id === undefined) throw new Error(`no variant at ${index}`);
  return id;
}

async function data<T>(client: OdooTestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

async function failure(client: OdooTestClient, query: string, variables: Record<string, unknown>) {
  const response = await client.request(query, variables);
  expect(response.status).toBe(200);
  return response.errors?.[0]?.message;
}

const load = async (client: OdooTestClient) =>
  (await data<{ wishlistItems: WishlistData }>(client, LOAD)).wishlistItems;
const add = async (client: OdooTestClient, productId: number) =>
  (await data<{ wishlistAddItem: WishlistData }>(client, ADD, { productId })).wishlistAddItem;
const productIds = (list: WishlistData) => list.wishlistItems.map((item) => item.product.id);

describe('wishlist', { timeout: 60_000 }, () => {
  // product.wishlist has no order of its own: Odoo lists the lines by id, oldest first.
  it('adds (oldest first), refuses a duplicate and an unknown product, and removes', async () => {
    const client = backend.client();
    expect(await load(client)).toEqual({ totalCount: 0, wishlistItems: [] });

    await add(client, variant(0));
    const both = await add(client, variant(1));
    expect(both.totalCount).toBe(2);
    expect(productIds(both)).toEqual([variant(0), variant(1)]);
    expect(both.wishlistItems.every((item) => item.partner === null)).toBe(true);

    expect(await failure(client, ADD, { productId: variant(0) })).toBe(
      'Product already exists in the Wishlist.',
    );
    // website_sale_wishlist prices the variant before adding it: Odoo's MissingError.
    expect(await failure(client, ADD, { productId: 99_999_999 })).toEqual(
      missingRecord('product.product', 99_999_999),
    );
    expect((await load(client)).totalCount).toBe(2);

    const wish = both.wishlistItems.find((item) => item.product.id === variant(0))!;
    const after = (
      await data<{ wishlistRemoveItem: WishlistData }>(client, REMOVE, { wishId: wish.id })
    ).wishlistRemoveItem;
    expect(productIds(after)).toEqual([variant(1)]);
  });

  // graphql_vuestorefront deleted any line by its id, another shopper's too; vsf_base removes
  // the caller's own lines only. Any other id, like an unknown one in Odoo, changes nothing.
  it("leaves another shopper's item and an unknown one alone", async () => {
    const owner = backend.client();
    const other = backend.client();
    const wish = (await add(owner, variant(2))).wishlistItems[0]!;
    await add(other, variant(3));

    for (const wishId of [wish.id, 99_999_999]) {
      const unchanged = (
        await data<{ wishlistRemoveItem: WishlistData }>(other, REMOVE, { wishId })
      ).wishlistRemoveItem;
      expect(productIds(unchanged)).toEqual([variant(3)]);
    }
    expect(productIds(await load(owner))).toEqual([variant(2)]);
    expect(productIds(await load(other))).toEqual([variant(3)]);
  });

  it('keeps a signed-in wishlist on the partner, across sessions', async () => {
    const { account, client: first } = await newCustomer(backend);
    const added = await add(first, variant(4));
    expect(added.wishlistItems[0]!.partner).not.toBeNull();

    const second = await signedIn(backend, account);
    expect(productIds(await load(second))).toContain(variant(4));
    expect((await load(backend.client())).totalCount).toBe(0);
  });

  // That the guest's lines move rather than being copied shows in mock-odoo's database only
  // (tests/mock-odoo/wishlist.test.ts).
  it("moves a guest's wishlist to the partner on login, skipping duplicates", async () => {
    const { account, client: member } = await newCustomer(backend);
    const { partner } = await ok(member, loadUserDocument, {});
    await add(member, variant(5));

    const guest = backend.client();
    await add(guest, variant(5));
    await add(guest, variant(6));
    await signedIn(backend, account, guest);

    const merged = await load(guest);
    expect(productIds(merged).filter((id) => id === variant(5))).toHaveLength(1);
    expect(productIds(merged)).toContain(variant(6));
    expect(merged.wishlistItems.every((item) => item.partner?.id === partner.id)).toBe(true);
  });
});
