import { graphql as execute, type GraphQLSchema } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildShopSchema } from '@/graphql/schema/load-schema';
import { getProductTemplate, getProductTemplatesList } from '@/lib/catalog/products.server';
import { loadUser, logInUser, registersCompanyDetails, signUpUser } from '@/lib/user/user.server';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { attributeValue } from '@/tests/support/order-fixtures';

setupOdooTest();

const schemas = {
  core: buildShopSchema({ withExtensions: false }),
  extended: buildShopSchema(),
};

interface Received {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * Odoo for one operation: graphql-js runs what the shop sent on the schema of that backend, so a
 * plain Odoo 15 (`core`) rejects any extension name with a validation error, as the real one
 * does, and answers only what the document selects. `root` resolves the root fields.
 */
function odoo(
  backend: keyof typeof schemas,
  kind: 'query' | 'mutation',
  operationName: string,
  root: Record<string, unknown>,
  received: Received[] = [],
) {
  const schema: GraphQLSchema = schemas[backend];
  return [
    capabilitiesHandler(backend),
    graphql[kind](operationName, async ({ query, variables }) => {
      received.push({ query, variables });
      const result = await execute({
        schema,
        source: query,
        rootValue: root,
        variableValues: variables,
      });
      return HttpResponse.json(JSON.parse(JSON.stringify(result)));
    }),
  ];
}

const chair = {
  id: 12,
  name: 'Desk Chair',
  displayName: 'Desk Chair',
  slug: '/product/desk-chair-12',
  sku: 'CHAIR',
  price: 150,
  isInStock: true,
  qty: 7,
  attributeValues: [attributeValue({ id: 1, name: 'Color' }, { id: 11, name: 'Black' })],
  currency: { id: 1, name: 'EUR', symbol: '€' },
  // Only the extended backend's schema has this field; the core one never reads it.
  brand: { id: 3, name: 'Acme', slug: 'acme', logo: null },
  categories: [],
  productVariants: [],
  mediaGallery: [],
  alternativeProducts: [],
  accessoryProducts: [],
};

const ann = {
  id: 4,
  name: 'Ann Buyer',
  email: 'ann@example.com',
  isCompany: false,
  websiteCatalogProducts: true,
};

describe('a plain Odoo 15 (no extensions) gets the core documents', () => {
  it('getProductTemplate: no brand asked, brand null', async () => {
    const received: Received[] = [];
    mswServer.use(...odoo('core', 'query', 'getProductTemplate', { product: chair }, received));
    const product = await getProductTemplate('en', { slug: '/product/desk-chair-12' });
    expect(received).toHaveLength(1);
    expect(received[0]?.query).not.toMatch(/\bbrand\b/);
    expect(product).toMatchObject({ id: 12, name: 'Desk Chair', brand: null, currency: 'EUR' });
    expect(product?.attributes.map((attribute) => attribute.name)).toEqual(['Color']);
  });

  it('loadUser: no websiteCatalogProducts asked, websiteCatalogProducts false', async () => {
    cookieJar.seed('session_id', 'shopper');
    const received: Received[] = [];
    mswServer.use(...odoo('core', 'query', 'loadUser', { partner: ann }, received));
    const account = await loadUser();
    expect(received).toHaveLength(1);
    expect(received[0]?.query).not.toContain('websiteCatalogProducts');
    expect(received[0]?.query).toContain('partner');
    expect(account).toMatchObject({ id: 4, name: 'Ann Buyer', websiteCatalogProducts: false });
  });

  it('logInUser works too, without websiteCatalogProducts', async () => {
    const received: Received[] = [];
    mswServer.use(
      ...odoo(
        'core',
        'mutation',
        'logInUser',
        { login: { id: 7, name: 'Ann', email: 'ann@example.com', partner: ann } },
        received,
      ),
    );
    await expect(logInUser('ann@example.com', 'secret')).resolves.toEqual({
      id: 4,
      name: 'Ann Buyer',
      email: 'ann@example.com',
      websiteCatalogProducts: false,
    });
    expect(received[0]?.query).not.toContain('websiteCatalogProducts');
  });

  it('getProductTemplatesList: attribute facets only', async () => {
    const received: Received[] = [];
    const products = {
      __typename: 'ProductList',
      totalCount: 1,
      minPrice: 150,
      maxPrice: 150,
      attributeValues: chair.attributeValues,
      products: [chair],
    };
    mswServer.use(...odoo('core', 'query', 'getProductTemplatesList', { products }, received));
    const listing = await getProductTemplatesList('en', { categorySlug: '/category/chairs' });
    expect(received[0]?.query).not.toContain('filterValues');
    expect(listing.products.map((product) => product.id)).toEqual([12]);
    expect(listing.facets.map((facet) => [facet.kind, facet.name])).toEqual([
      ['attribute', 'Color'],
    ]);
  });

  it('signUpUser registers without the company details and says they were dropped', async () => {
    const received: Received[] = [];
    const register = vi.fn((args: Record<string, unknown>) => ({
      id: 8,
      name: args.name,
      email: args.email,
      partner: { ...ann, id: 9, name: args.name, email: args.email },
    }));
    mswServer.use(...odoo('core', 'mutation', 'signUpUser', { register }, received));
    await expect(registersCompanyDetails()).resolves.toBe(false);
    const result = await signUpUser({
      name: 'Bo',
      email: 'bo@example.com',
      password: 'secret123',
      companyName: 'Bo BV',
      vat: 'NL001',
    });
    expect(received[0]?.query).not.toMatch(/\bextra\b|\$vat|\$companyName|\$companyRegNo/);
    expect(received[0]?.variables).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
      password: 'secret123',
      subscribeNewsletter: false,
    });
    expect(register).toHaveBeenCalledTimes(1);
    expect(result).toEqual({
      user: { id: 9, name: 'Bo', email: 'bo@example.com', websiteCatalogProducts: false },
      companyDetailsDropped: true,
    });
  });

  it('signUpUser without company details drops nothing', async () => {
    const register = () => ({ id: 8, name: 'Bo', email: 'bo@example.com', partner: null });
    mswServer.use(...odoo('core', 'mutation', 'signUpUser', { register }));
    await expect(
      signUpUser({ name: 'Bo', email: 'bo@example.com', password: 'secret123' }),
    ).resolves.toMatchObject({ companyDetailsDropped: false });
  });
});

describe('a backend with our extensions gets the full documents', () => {
  it('getProductTemplate asks for the brand and maps it', async () => {
    const received: Received[] = [];
    mswServer.use(...odoo('extended', 'query', 'getProductTemplate', { product: chair }, received));
    const product = await getProductTemplate('en', { id: 12 });
    expect(received[0]?.query).toMatch(/\bbrand\b/);
    expect(product?.brand).toEqual({ id: 3, name: 'Acme', slug: 'acme', logo: null });
  });

  it('loadUser asks for websiteCatalogProducts and maps it', async () => {
    cookieJar.seed('session_id', 'shopper');
    const received: Received[] = [];
    mswServer.use(...odoo('extended', 'query', 'loadUser', { partner: ann }, received));
    await expect(loadUser()).resolves.toMatchObject({ websiteCatalogProducts: true });
    expect(received[0]?.query).toContain('websiteCatalogProducts');
  });

  it('signUpUser keeps the company details', async () => {
    const received: Received[] = [];
    const register = () => ({ id: 8, name: 'Bo', email: 'bo@example.com', partner: null });
    mswServer.use(...odoo('extended', 'mutation', 'signUpUser', { register }, received));
    await expect(registersCompanyDetails()).resolves.toBe(true);
    await expect(
      signUpUser({ name: 'Bo', email: 'bo@example.com', password: 'secret123', vat: 'NL001' }),
    ).resolves.toMatchObject({ companyDetailsDropped: false });
    expect(received[0]?.variables).toMatchObject({ vat: 'NL001' });
  });
});
