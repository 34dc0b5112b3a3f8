// mock-odoo's stock profile: a stock Odoo 15 with graphql_vuestorefront 15.0 and none of our
// modules. It serves exactly graphql/schema/odoo-15.graphql, refuses what that schema does not
// validate as Odoo's graphql_base does, fails the fields graphql_vuestorefront cannot answer on
// Odoo 15 as it does there, and counts both for the stock end-to-end run.
import {
  buildClientSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStockSchema } from '@/graphql/schema/load-schema';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo({ profile: 'stock' });
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

async function refused(reset = false) {
  const response = await fetch(`${odoo.url}/__mock/refused`, { method: reset ? 'POST' : 'GET' });
  return (await response.json()) as {
    profile: string;
    count: number;
    latest: { operationName: string | null; messages: string[] }[];
  };
}

describe('mock-odoo, stock profile', { timeout: 60_000 }, () => {
  it('answers introspection with graphql_vuestorefront 15.0 exactly', async () => {
    const answer = await odooClient(odoo.url).request<IntrospectionQuery>(getIntrospectionQuery());
    expect(answer.errors).toBeUndefined();
    const served = printSchema(buildClientSchema(answer.data!));
    expect(served).toBe(printSchema(buildStockSchema()));
    expect(served).not.toMatch(/\bbrands\b|punchoutSetup|makePayment|websiteCatalogProducts/);
  });

  it('refuses a document naming an extension as graphql_base does, and counts it', async () => {
    await refused(true);
    const response = await fetch(`${odoo.url}/graphql/vsf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query getBrands {\n  brands {\n    id\n  }\n}' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Cannot query field "brands" on type "Query".',
          locations: [{ line: 2, column: 3 }],
        },
      ],
    });
    const client = odooClient(odoo.url);
    const argument = await client.request(
      'query getQuotations { orders(filter: { dateFrom: "x" }) { totalCount } }',
    );
    expect(argument.status).toBe(400);
    expect(argument.errors?.[0]?.message).toBe(
      'Field "dateFrom" is not defined by type "OrderFilterInput".',
    );
    const unknownArgument = await client.request('query q { invoices(filter: {}) { totalCount } }');
    expect(unknownArgument.errors?.[0]?.message).toBe(
      'Unknown argument "filter" on field "invoices" of type "Query".',
    );
    expect(await refused()).toMatchObject({
      profile: 'stock',
      count: 3,
      latest: [
        { operationName: 'q' },
        { operationName: 'getQuotations' },
        { operationName: 'getBrands', messages: ['Cannot query field "brands" on type "Query".'] },
      ],
    });
    expect((await refused(true)).count).toBe(0);
  });

  it('fails the fields graphql_vuestorefront cannot answer on a stock Odoo 15, and counts them', async () => {
    await refused(true);
    const client = odooClient(odoo.url);
    const listing = await client.request<{
      products: {
        products: {
          id: number;
          isInStock: boolean | null;
          firstVariant: { qty: number };
          attributeValues: { id: number; priceExtra: number }[] | null;
        }[];
      };
    }>(
      'query q1 { products(pageSize: 20) { products { id isInStock firstVariant { qty } attributeValues { id priceExtra } } attributeValues { priceExtra } } }',
    );
    expect(listing.status).toBe(200);
    expect(new Set(listing.errors?.map((error) => error.message))).toEqual(
      new Set([
        "'product.template' object has no attribute 'free_qty'",
        "'product.attribute.value' object has no attribute 'price_extra'",
      ]),
    );
    const products = listing.data!.products.products;
    // A default variant (read with graphql_vuestorefront's sudo) has its stock, a product's own
    // attribute values their extra price.
    expect(products[0]?.firstVariant.qty).toEqual(expect.any(Number));
    const withValues = products.find((product) => (product.attributeValues ?? []).length > 0)!;
    expect(withValues.attributeValues![0]!.priceExtra).toEqual(expect.any(Number));
    const variants = await client.request<{
      product: { productVariants: { variantAttributeValues: { id: number }[] }[] };
    }>(`{ product(id: ${withValues.id}) { productVariants { variantAttributeValues { id } } } }`);
    const combination = variants.data!.product.productVariants[0]!.variantAttributeValues;
    const variant = await client.request(
      'query q2($t: Int, $c: [Int]) { productVariant(productTemplateId: $t, combinationId: $c) { product { id isInStock } } }',
      { t: withValues.id, c: combination.map((value) => value.id) },
    );
    expect(variant.errors?.[0]?.message).toMatch(
      /^You are not allowed to access 'Warehouse' \(stock\.warehouse\) records\./,
    );
    expect(await refused()).toMatchObject({
      count: 2,
      latest: [{ operationName: 'q2' }, { operationName: 'q1' }],
    });
    expect((await refused(true)).count).toBe(0);
  });

  it("answers in the website's language and currency whatever the shopper's cookies say", async () => {
    const english = odooClient(odoo.url, { lang: 'en_US', currency: 'USD' });
    const { data } = await english.request<{
      websitePage: { content: string };
      products: { products: { currency: { name: string } }[] };
    }>(
      '{ websitePage(pageSlug: "/about") { content } products(pageSize: 1) { products { currency { name } } } }',
    );
    expect(data?.websitePage.content).toContain('Over Odoo Shop');
    expect(data?.products.products[0]?.currency.name).toBe('EUR');
  });

  it("searches as graphql_vuestorefront does: a template's own reference, not a variant's", async () => {
    const client = odooClient(odoo.url);
    const search = async (text: string) => {
      const { data } = await client.request<{ products: { products: { sku: string | null }[] } }>(
        'query s($q: String) { products(search: $q, pageSize: 50) { products { sku } } }',
        { q: text },
      );
      return data!.products.products.map((product) => product.sku);
    };
    // On a live stock Odoo 15 (e2e/stock): a variant's reference finds nothing, `like` minds case.
    expect(await search('SKU-00001-SLV-32GB')).toEqual([]);
    expect(await search('sku-00002')).toEqual([]);
    expect(await search('SKU-00002')).toEqual(['SKU-00002']);
  });
});
