// mock-odoo's stock profile: a stock Odoo 15 with graphql_vuestorefront 15.0 and none of our
// modules. It serves exactly graphql/schema/odoo-15.graphql, refuses what that schema does not
// validate as Odoo's graphql_base does, and counts every refusal for the stock end-to-end run.
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
});
