import { expect } from 'vitest';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { present } from '@/tests/support/odoo-operations';

// Products of the contract tests, found through the API: what a shopper may buy is what the
// listing shows (published, for sale), so no test needs product ids of the demo data.

export interface SellableVariant {
  id: number;
  templateId: number;
  /** The product's name in the client's language. */
  name: string;
  sku: string | null;
  /** The public price (EUR pricelist): the list price plus the variant's attribute extras. */
  price: number;
  qty: number;
  /** A storable product (Odoo's type `product`), whose stock Odoo checks. */
  storable: boolean;
}

interface ListedTemplate {
  id: number;
  name: string;
  sku: string | null;
  typeId: string | null;
  productVariants:
    { id: number; sku: string | null; qty: number | null; variantPrice: number | null }[] | null;
}

const SELLABLE = `query sellableVariants($page: Int) {
  products(pageSize: 100, currentPage: $page, sort: { id: ASC }) {
    totalCount
    products { id name sku typeId productVariants { id sku qty variantPrice } }
  }
}`;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every product template the client may buy, in id order, with its variants. */
export async function listedTemplates(client: OdooTestClient): Promise<ListedTemplate[]> {
  const templates: ListedTemplate[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.request<{
      products: { totalCount: number; products: ListedTemplate[] };
    }>(SELLABLE, { page });
    expect(response.errors).toBeUndefined();
    const { totalCount, products } = present(response.data, 'products').products;
    templates.push(...products);
    if (products.length === 0 || templates.length >= totalCount) return templates;
  }
}

/** Every variant the client may buy, in the order of product and variant ids. */
export async function sellableVariants(client: OdooTestClient): Promise<SellableVariant[]> {
  return (await listedTemplates(client)).flatMap((template) =>
    (template.productVariants ?? []).map((variant) => ({
      id: variant.id,
      templateId: template.id,
      name: template.name,
      sku: variant.sku,
      // graphql_vuestorefront answers a price of 0 (a price on request) as null.
      price: round2(variant.variantPrice ?? 0),
      qty: variant.qty ?? 0,
      storable: template.typeId === 'simple',
    })),
  );
}

/** The product template whose internal reference is `sku` (found by the listing's search). */
export async function templateBySku(client: OdooTestClient, sku: string): Promise<{ id: number }> {
  const response = await client.request<{
    products: { products: { id: number; sku: string | null }[] };
  }>(
    `query bySku($search: String) { products(search: $search, pageSize: 20) { products { id sku } } }`,
    { search: sku },
  );
  expect(response.errors).toBeUndefined();
  const products = present(response.data, 'products').products.products;
  return present(
    products.find((product) => product.sku === sku),
    `the product with the internal reference ${sku}`,
  );
}

/** The product template whose internal reference is `sku`, with its first variant's id. */
export async function templateWithFirstVariant(
  client: OdooTestClient,
  sku: string,
): Promise<{ id: number; firstVariantId: number }> {
  const { id } = await templateBySku(client, sku);
  const response = await client.request<{ product: { firstVariant: { id: number } | null } }>(
    'query firstVariant($id: Int) { product(id: $id) { firstVariant { id } } }',
    { id },
  );
  expect(response.errors).toBeUndefined();
  return { id, firstVariantId: present(response.data?.product.firstVariant, 'first variant').id };
}
