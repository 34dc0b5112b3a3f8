import { graphql as execute } from 'graphql';
import { graphql, HttpResponse, type GraphQLResponseResolver } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getBrands, getQuickSearchResult } from '@/lib/catalog/catalog-features.server';
import { operations } from '@/graphql/generated/operations';
import { buildShopSchema } from '@/graphql/schema/load-schema';
import {
  coreVariantCoordinates,
  FEATURE_SOURCES,
  FULL_DOCUMENT_MODULES,
  odooCapabilities,
} from '@/lib/odoo/capabilities.server';
import { readSchemaSource } from '@/graphql/schema/load-schema';
import { extensionModules } from '@/graphql/schema/module-schema-check';
import { OdooError } from '@/lib/odoo/odoo-error.server';
import { getInvoices } from '@/lib/account/account-documents.server';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

setupOdooTest();

describe('odooCapabilities', () => {
  it('finds none of our extensions on a plain Odoo 15', async () => {
    mswServer.use(capabilitiesHandler('core'));
    const { unsendable, ...features } = await odooCapabilities();
    expect(Object.values(features).some(Boolean)).toBe(false);
    // Every extension-only operation would be refused there, so none is ever sent.
    const extensionOnly = Object.entries(operations).flatMap(([name, entry]) =>
      entry.extensionOnly ? [name] : [],
    );
    expect([...unsendable].sort()).toEqual(extensionOnly.sort());
  });

  it('finds every extension on mock-odoo’s schema', async () => {
    mswServer.use(capabilitiesHandler('extended'));
    expect(await odooCapabilities()).toEqual({
      extensions: true,
      brands: true,
      filters: true,
      catalogs: true,
      compare: true,
      quickSearch: true,
      skuLookup: true,
      quotations: true,
      invoiceFilter: true,
      updateOrder: true,
      makePayment: true,
      websitePage: true,
      registerExtra: true,
      punchout: true,
      companyAccounts: true,
      purchasedProducts: true,
      requisitionLists: true,
      approvals: true,
      unsendable: new Set(),
    });
  });

  it('needs every field the core documents leave out for `extensions`', async () => {
    // Our modules without the catalogs one: brands are there, websiteCatalogProducts is not.
    const extended = buildShopSchema();
    mswServer.use(
      graphql.query('odooCapabilities', async ({ query }) => {
        const result = await execute({ schema: extended, source: query });
        const types = JSON.parse(JSON.stringify(result.data)) as Record<
          string,
          { fields: { name: string }[] } | null
        >;
        for (const type of [types.Partner, types.User]) {
          if (type) type.fields = type.fields.filter((f) => f.name !== 'websiteCatalogProducts');
        }
        return HttpResponse.json({ data: types });
      }),
    );
    expect(await odooCapabilities()).toMatchObject({ extensions: false, brands: true });
  });

  it('names, for each feature, the Odoo module whose block has the name it looks for', () => {
    const modules = extensionModules({
      odoo15: readSchemaSource('odoo-15'),
      extensions: readSchemaSource('extensions'),
    });
    for (const [feature, { module, coordinate }] of Object.entries(FEATURE_SOURCES)) {
      expect({ feature, module: modules.get(coordinate) }).toEqual({ feature, module });
    }
    const fullDocuments = coreVariantCoordinates().map(({ type, field, argument }) =>
      modules.get(`${type}${field ? `.${field}` : ''}${argument ? `(${argument}:)` : ''}`),
    );
    expect([...new Set(fullDocuments)].sort()).toEqual(FULL_DOCUMENT_MODULES);
  });

  it('derives what `extensions` checks from the generated operations', () => {
    const checked = coreVariantCoordinates().map(
      ({ type, field, argument }) =>
        `${type}${field ? `.${field}` : ''}${argument ? `(${argument}:)` : ''}`,
    );
    expect(checked).toEqual(
      expect.arrayContaining([
        'Mutation.register(extra:)',
        'Partner.websiteCatalogProducts',
        'Product.brand',
        'ProductList.filterValues',
        'User.websiteCatalogProducts',
      ]),
    );
    // Extension-only operations are gated one by one, not by this flag.
    expect(checked).not.toContain('Query.brands');
  });

  it('introspects once for many calls', async () => {
    const counter = { calls: 0 };
    mswServer.use(capabilitiesHandler('extended', counter));
    await Promise.all([odooCapabilities(), odooCapabilities()]);
    await odooCapabilities();
    expect(counter.calls).toBe(1);
  });

  it('does not keep a failed introspection', async () => {
    mswServer.use(
      graphql.query('odooCapabilities', () =>
        HttpResponse.json({ errors: [{ message: 'Odoo is restarting' }] }),
      ),
    );
    await expect(odooCapabilities()).rejects.toBeInstanceOf(OdooError);
    mswServer.resetHandlers(capabilitiesHandler('extended'));
    await expect(odooCapabilities()).resolves.toMatchObject({ brands: true });
  });
});

describe('features that need an extension', () => {
  it('getBrands answers { available: false } without asking for brands', async () => {
    const brands = vi.fn<GraphQLResponseResolver>(() =>
      HttpResponse.json({ data: { brands: [] } }),
    );
    mswServer.use(capabilitiesHandler('core'), graphql.query('getBrands', brands));
    await expect(getBrands('en')).resolves.toEqual({ available: false });
    expect(brands).not.toHaveBeenCalled();
  });

  it('getBrands returns the brands when the backend has them', async () => {
    mswServer.use(
      capabilitiesHandler('extended'),
      graphql.query('getBrands', () =>
        HttpResponse.json({
          data: {
            brands: [
              { id: 3, name: 'Acme', slug: 'acme', logo: null, description: null, productCount: 4 },
            ],
          },
        }),
      ),
    );
    await expect(getBrands('en')).resolves.toEqual({
      available: true,
      data: [{ id: 3, name: 'Acme', slug: 'acme', logo: null, description: null, productCount: 4 }],
    });
  });

  it('invoices and quick search hide themselves on a plain Odoo too', async () => {
    mswServer.use(capabilitiesHandler('core'));
    await expect(getInvoices()).resolves.toEqual({ available: false });
    await expect(getQuickSearchResult('en', { term: 'chair' })).resolves.toEqual({
      available: false,
    });
  });

  it("prefixes failures of invoices with the spec's text", async () => {
    mswServer.use(
      capabilitiesHandler('extended'),
      graphql.query('getInvoices', () =>
        HttpResponse.json({ errors: [{ message: 'Invoice does not exist.' }] }),
      ),
    );
    await expect(getInvoices()).rejects.toThrow(
      'Error fetching static content: Invoice does not exist.',
    );
  });
});
