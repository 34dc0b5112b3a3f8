// Contract: the catalog operations of graphql/generated/operations.ts against mock-odoo, with the
// semantics of Odoo 15's graphql_vuestorefront (shared/reference/odoo-api.md 2.4) and our extensions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareProductsDocument,
  getBrandsDocument,
  getCatalogsDocument,
  getCategoriesDocument,
  getCategoryDocument,
  getFiltersDocument,
  getProductTemplateDocument,
  getProductTemplatesListDocument,
  getQuickSearchResultDocument,
  getProductVariantPricesDocument,
  getRealProductDocument,
  logInUserDocument,
  type GetProductTemplatesListVariables,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let shopper: OdooTestClient;

beforeAll(async () => {
  odoo = await startTestOdoo();
  shopper = odooClient(odoo.url);
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

async function listing(variables: GetProductTemplatesListVariables) {
  const { products } = await ok(shopper, getProductTemplatesListDocument, variables);
  return present(products, 'products');
}

const idsOf = (items: ReadonlyArray<{ id: number } | null> | null) =>
  (items ?? []).map((item) => present(item, 'item').id);

describe('catalog contract', { timeout: 60_000 }, () => {
  it('getCategories lists the top-level categories', async () => {
    const { categories } = await ok(shopper, getCategoriesDocument, {
      filter: { parent: true },
      pageSize: 100,
    });
    const list = present(categories, 'categories').categories ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(present(categories, 'categories').totalCount).toBeGreaterThanOrEqual(list.length);
    for (const category of list) {
      expect(category?.parent).toBeNull();
      expect(category?.slug).toMatch(/^\//);
    }
    expect(list.map((category) => category?.slug)).toContain('/category/computers');
  });

  it('getCategory finds a category by slug with its tree, and null for an unknown slug', async () => {
    const { category } = await ok(shopper, getCategoryDocument, { slug: '/category/computers' });
    const computers = present(category, 'category');
    expect(computers.slug).toBe('/category/computers');
    expect(computers.name).toBeTruthy();
    expect(computers.parent).toBeNull();
    const [child] = computers.childs ?? [];
    if (child) {
      const { category: sub } = await ok(shopper, getCategoryDocument, { slug: child.slug });
      expect(present(sub, 'child category').parent?.slug).toBe('/category/computers');
    }
    const { category: missing } = await ok(shopper, getCategoryDocument, {
      slug: '/category/no-such-category',
    });
    expect(missing).toBeNull();
  });

  it('getProductTemplatesList pages through >= 300 products with facets and a price range', async () => {
    const first = await listing({ pageSize: 12, currentPage: 1 });
    expect(first.totalCount).toBeGreaterThanOrEqual(300);
    expect(first.products).toHaveLength(12);
    for (const product of first.products ?? []) {
      const card = present(product, 'product');
      expect(card.slug).toMatch(new RegExp(`^/product/[a-z0-9-]+-${card.id}$`));
      expect(card.firstVariant?.id).toEqual(expect.any(Number));
    }
    expect(present(first.minPrice, 'minPrice')).toBeLessThanOrEqual(
      present(first.maxPrice, 'maxPrice'),
    );
    for (const value of first.attributeValues ?? []) {
      const facet = present(value, 'facet');
      expect(facet.search).toMatch(new RegExp(`^${facet.attribute?.id}-\\d+$`));
    }

    const second = await listing({ pageSize: 12, currentPage: 2 });
    const firstIds = new Set(idsOf(first.products));
    expect(idsOf(second.products).filter((id) => firstIds.has(id))).toEqual([]);
    expect(second.totalCount).toBe(first.totalCount);

    // Odoo answers pageSize 0 with an empty page (the anchor client's default!).
    const empty = await listing({ pageSize: 0 });
    expect(empty.products ?? []).toEqual([]);
    expect(empty.totalCount).toBe(first.totalCount);
  });

  it('filters by category slug, price and attribute without shrinking the facets', async () => {
    const all = await listing({ pageSize: 1 });
    const category = await listing({
      pageSize: 50,
      filter: { categorySlug: '/category/computers' },
    });
    expect(category.totalCount).toBeGreaterThan(0);
    expect(category.totalCount).toBeLessThan(all.totalCount);

    const min = present(category.minPrice, 'minPrice');
    const max = present(category.maxPrice, 'maxPrice');
    const low = Math.round(min + (max - min) / 4);
    const high = Math.round(min + ((max - min) * 3) / 4);
    const priced = await listing({
      pageSize: 50,
      filter: { categorySlug: '/category/computers', minPrice: low, maxPrice: high },
    });
    expect(priced.totalCount).toBeLessThanOrEqual(category.totalCount);
    for (const product of priced.products ?? []) {
      expect(present(product?.price, 'price')).toBeGreaterThanOrEqual(low);
      expect(present(product?.price, 'price')).toBeLessThanOrEqual(high);
    }
    // Price range and facets describe the match without the price and attribute filters.
    expect([priced.minPrice, priced.maxPrice]).toEqual([category.minPrice, category.maxPrice]);

    const token = present(category.attributeValues?.[0]?.search, 'an attribute facet');
    const filtered = await listing({
      pageSize: 50,
      filter: { categorySlug: '/category/computers', attribValues: [token] },
    });
    expect(filtered.totalCount).toBeGreaterThan(0);
    expect(filtered.totalCount).toBeLessThanOrEqual(category.totalCount);
    expect(filtered.attributeValues?.map((value) => value?.search).sort()).toEqual(
      category.attributeValues?.map((value) => value?.search).sort(),
    );
  });

  it('sorts by price in both directions and searches by words', async () => {
    // In the order of the price each card shows: its default combination's (the template's
    // list price plus the default variant's attribute extras), not the bare list price.
    const shown = (products: typeof ascending.products) =>
      (products ?? []).map(
        (product) =>
          present(product?.combinationInfo as { list_price?: number } | null, 'combinationInfo')
            .list_price,
      );
    const ascending = await listing({ pageSize: 40, sort: { price: 'ASC' } });
    const prices = shown(ascending.products);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    const descending = await listing({ pageSize: 40, sort: { price: 'DESC' } });
    const down = shown(descending.products);
    expect(down).toEqual([...down].sort((a, b) => b! - a!));

    const name = present(ascending.products?.[0]?.name, 'a product name');
    const word = present(
      name.split(/\s+/).find((part) => /^[\p{L}\d]{4,}$/u.test(part)),
      'a word of the name',
    );
    const found = await listing({ pageSize: 100, search: word });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(ascending.totalCount);
  });

  it('getProductTemplate loads the product page by slug and by id; null for an unknown slug', async () => {
    const [card] = (await listing({ pageSize: 1 })).products ?? [];
    const slug = present(card?.slug, 'slug');
    const { product } = await ok(shopper, getProductTemplateDocument, { slug });
    const page = present(product, 'product');
    expect(page.id).toBe(card?.id);
    expect(page.name).toBe(card?.name);
    expect(page.productVariants?.length).toBeGreaterThan(0);
    expect(idsOf(page.productVariants)).toContain(page.firstVariant?.id);
    expect(page.categories?.length).toBeGreaterThan(0);
    expect(page.jsonLd).toBeTruthy();

    const { product: byId } = await ok(shopper, getProductTemplateDocument, { id: page.id });
    expect(byId?.slug).toBe(slug);

    const { product: missing } = await ok(shopper, getProductTemplateDocument, {
      slug: '/product/no-such-product-99999999',
    });
    expect(missing).toBeNull();
  });

  it('getRealProduct resolves a combination to its variant; an unknown template fails', async () => {
    const candidates = (await listing({ pageSize: 50 })).products ?? [];
    const withAttributes = present(
      candidates.find((product) => (product?.attributeValues?.length ?? 0) > 0),
      'a product with attributes',
    );
    const { product } = await ok(shopper, getProductTemplateDocument, { id: withAttributes.id });
    const variants = present(product?.productVariants, 'variants');
    const variant = present(variants[variants.length - 1], 'a variant');
    const combination = idsOf(variant.variantAttributeValues);
    expect(combination.length).toBeGreaterThan(0);

    const { productVariant } = await ok(shopper, getRealProductDocument, {
      productTemplateId: withAttributes.id,
      combinationId: combination,
    });
    expect(productVariant.productTemplateId).toBe(withAttributes.id);
    expect(productVariant.product?.id).toBe(variant.id);
    expect(productVariant.isCombinationPossible).toBe(true);
    expect(productVariant.price).toEqual(expect.any(Number));

    const messages = await fails(shopper, getRealProductDocument, {
      productTemplateId: 99_999_999,
      combinationId: combination,
    });
    expect(messages).toContain('Product does not exist');
  });

  it("getProductVariantPrices gives every variant's price of the templates asked for", async () => {
    const candidates = (await listing({ pageSize: 50 })).products ?? [];
    const withVariants = present(
      candidates.find((product) => (product?.attributeValues?.length ?? 0) > 0),
      'a product with attributes',
    );
    const { product } = await ok(shopper, getProductTemplateDocument, { id: withVariants.id });
    const { products } = await ok(shopper, getProductVariantPricesDocument, {
      ids: [withVariants.id],
      pageSize: 1,
    });
    const [template] = present(products?.products, 'products');
    expect(template?.id).toBe(withVariants.id);
    expect(template?.currency?.name).toBe('EUR');
    expect(idsOf(template?.productVariants ?? null)).toEqual(
      idsOf(product?.productVariants ?? null),
    );
    for (const variant of template?.productVariants ?? []) {
      expect(variant.combinationInfoVariant).toMatchObject({
        product_id: variant.id,
        price: expect.any(Number),
        list_price: expect.any(Number),
      });
    }
  });

  it('getQuickSearchResult finds products as you type', async () => {
    const name = present((await listing({ pageSize: 1 })).products?.[0]?.name, 'name');
    const term = name.slice(0, 4);
    const { quickSearch } = await ok(shopper, getQuickSearchResultDocument, { term, pageSize: 5 });
    const result = present(quickSearch, 'quickSearch');
    expect(result.products?.length).toBeGreaterThan(0);
    expect(result.products?.length).toBeLessThanOrEqual(5);
    expect(result.totalCount).toBeGreaterThanOrEqual(result.products?.length ?? 0);
    expect(result.products?.[0]?.slug).toMatch(/^\/product\//);
  });

  it('getBrands lists brands whose products the brand filter finds', async () => {
    const { brands } = await ok(shopper, getBrandsDocument, {});
    const list = present(brands, 'brands');
    expect(list.length).toBeGreaterThan(0);
    const brand = present(
      list.find((candidate) => (candidate.productCount ?? 0) > 0),
      'a brand with products',
    );
    expect(brand.slug).toBeTruthy();
    const products = await listing({ pageSize: 1, filter: { brandSlug: brand.slug } });
    expect(products.totalCount).toBe(brand.productCount);
  });

  it('getFilters gives filter tokens that narrow the listing', async () => {
    const { filters } = await ok(shopper, getFiltersDocument, {});
    const list = present(filters, 'filters');
    expect(list.length).toBeGreaterThan(0);
    for (const filter of list) {
      for (const value of filter.values ?? [])
        expect(value.search).toBe(`${filter.id}-${value.id}`);
    }
    const { filters: inCategory } = await ok(shopper, getFiltersDocument, {
      categorySlug: '/category/computers',
    });
    const token = present(
      inCategory?.flatMap((filter) => filter.values ?? [])[0]?.search,
      'a filter value used in computers',
    );
    const all = await listing({ pageSize: 1, filter: { categorySlug: '/category/computers' } });
    const narrowed = await listing({
      pageSize: 1,
      filter: { categorySlug: '/category/computers', filters: [token] },
    });
    expect(narrowed.totalCount).toBeGreaterThan(0);
    expect(narrowed.totalCount).toBeLessThanOrEqual(all.totalCount);
    expect(all.filterValues?.map((value) => value?.search)).toContain(token);
  });

  it('getCatalogs lists public catalogs, plus the personal one of a catalog customer', async () => {
    const { catalogs } = await ok(shopper, getCatalogsDocument, {});
    const publicCatalogs = present(catalogs, 'catalogs');
    expect(publicCatalogs.every((catalog) => catalog.isPersonal !== true)).toBe(true);

    const customer = odooClient(odoo.url);
    await ok(customer, logInUserDocument, { email: 'catalog@example.com', password: 'catalog123' });
    const { catalogs: theirs } = await ok(customer, getCatalogsDocument, {});
    const personal = present(
      theirs?.find((catalog) => catalog.isPersonal === true),
      'personal catalog',
    );
    expect(personal.productCount).toBeGreaterThan(0);
    const products = await ok(customer, getProductTemplatesListDocument, {
      pageSize: 1,
      filter: { catalogSlug: personal.slug },
    });
    expect(products.products?.totalCount).toBe(personal.productCount);
  });

  it('compareProducts aligns attribute rows with the products asked for', async () => {
    const ids = idsOf((await listing({ pageSize: 3, currentPage: 3 })).products);
    const { compareProducts } = await ok(shopper, compareProductsDocument, { productIds: ids });
    const comparison = present(compareProducts, 'comparison');
    expect(idsOf(comparison.products)).toEqual(ids);
    for (const row of comparison.attributes ?? []) {
      expect(row?.values).toHaveLength(ids.length);
    }
  });
});
