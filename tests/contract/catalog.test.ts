// Contract: the catalogue of graphql_vuestorefront (its schemas/product.py and category.py) and our
// extensions (brands, filters, catalogs, compare, quick search): listings with facets and price
// ranges, product pages, variants, contract prices and what a catalog-only customer may see.
import { beforeAll, describe, expect, it } from 'vitest';
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
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok, fails, missingRecord, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { signedIn } from './customers';
import { BUSINESS, CATALOG_CUSTOMER, CATEGORIES, SEARCH_TERMS, TRAVEL_LAPTOP } from './demo-data';
import { templateBySku } from './products';

const backend = contractBackend();
const COMPUTERS = CATEGORIES.computers.slug;
/** One anonymous browser session for the catalogue reads. */
let shopper: OdooTestClient;

beforeAll(() => {
  shopper = backend.client();
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
    expect(list.map((category) => category?.slug)).toContain(COMPUTERS);
  });

  it('getCategory finds a category by slug with its tree, and null for an unknown slug', async () => {
    const { category } = await ok(shopper, getCategoryDocument, { slug: COMPUTERS });
    const computers = present(category, 'category');
    expect(computers.slug).toBe(COMPUTERS);
    expect(computers.name).toBeTruthy();
    expect(computers.parent).toBeNull();
    const [child] = computers.childs ?? [];
    if (child) {
      const { category: sub } = await ok(shopper, getCategoryDocument, { slug: child.slug });
      expect(present(sub, 'child category').parent?.slug).toBe(COMPUTERS);
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
      filter: { categorySlug: COMPUTERS },
    });
    expect(category.totalCount).toBeGreaterThan(0);
    expect(category.totalCount).toBeLessThan(all.totalCount);

    const min = present(category.minPrice, 'minPrice');
    const max = present(category.maxPrice, 'maxPrice');
    const low = Math.round(min + (max - min) / 4);
    const high = Math.round(min + ((max - min) * 3) / 4);
    const priced = await listing({
      pageSize: 50,
      filter: { categorySlug: COMPUTERS, minPrice: low, maxPrice: high },
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
      filter: { categorySlug: COMPUTERS, attribValues: [token] },
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

  it('getRealProduct resolves a combination to its variant; an unknown template is a missing record', async () => {
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

    // Odoo reads the template first: a missing one is Odoo's MissingError, not "Product does not exist".
    const messages = await fails(shopper, getRealProductDocument, {
      productTemplateId: 99_999_999,
      combinationId: combination,
    });
    expect(messages).toEqual([missingRecord('product.template', 99_999_999)]);
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
      categorySlug: COMPUTERS,
    });
    const token = present(
      inCategory?.flatMap((filter) => filter.values ?? [])[0]?.search,
      'a filter value used in computers',
    );
    const all = await listing({ pageSize: 1, filter: { categorySlug: COMPUTERS } });
    const narrowed = await listing({
      pageSize: 1,
      filter: { categorySlug: COMPUTERS, filters: [token] },
    });
    expect(narrowed.totalCount).toBeGreaterThan(0);
    expect(narrowed.totalCount).toBeLessThanOrEqual(all.totalCount);
    expect(all.filterValues?.map((value) => value?.search)).toContain(token);
  });

  it('getCatalogs lists public catalogs, plus the personal one of a catalog customer', async () => {
    const { catalogs } = await ok(shopper, getCatalogsDocument, {});
    const publicCatalogs = present(catalogs, 'catalogs');
    expect(publicCatalogs.every((catalog) => catalog.isPersonal !== true)).toBe(true);

    const customer = backend.client();
    await ok(customer, logInUserDocument, {
      email: CATALOG_CUSTOMER.login,
      password: CATALOG_CUSTOMER.password,
    });
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

// Products and facets as a raw document: the fields and filters the listing page combines.

// Each test sends a handful of catalogue queries over a whole shop.
const CATALOGUE = { timeout: 60_000 };

interface Facet {
  id: number;
  name: string;
  search: string;
  attribute: { id: number; name: string };
}
interface Listing {
  totalCount: number;
  minPrice: number;
  maxPrice: number;
  attributeValues: Facet[];
  products: { id: number; name: string; price: number; combinationInfo: { price: number } }[];
}

const LISTING = `query listing($filter: ProductFilterInput, $currentPage: Int, $pageSize: Int, $search: String, $sort: ProductSortInput) {
  products(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, search: $search, sort: $sort) {
    totalCount minPrice maxPrice
    attributeValues { id name search attribute { id name } }
    products { id name price combinationInfo }
  }
}`;

async function rawListing(
  variables: Record<string, unknown>,
  client: OdooTestClient = shopper,
): Promise<Listing> {
  const response = await client.request<{ products: Listing }>(LISTING, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.products;
}

describe('products', CATALOGUE, () => {
  it('pages 1-based with totals, and sorts by the given key then id', async () => {
    const first = await rawListing({ pageSize: 5, currentPage: 1, sort: { name: 'ASC' } });
    const second = await rawListing({ pageSize: 5, currentPage: 2, sort: { name: 'ASC' } });
    expect(first.totalCount).toBeGreaterThanOrEqual(300);
    expect(first.products).toHaveLength(5);
    expect(second.products[0]!.name >= first.products[4]!.name).toBe(true);
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(10);

    // By the price the cards show: the default variant's, with its attribute extras.
    const byPrice = await rawListing({ pageSize: 50, sort: { price: 'DESC' } });
    const prices = byPrice.products.map((p) => p.combinationInfo.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const empty = await rawListing({ pageSize: 0 });
    expect(empty.products).toEqual([]);
    expect(empty.totalCount).toBe(first.totalCount);
  });

  it('sorts by the shown price also with an attribute filter (variants with extras)', async () => {
    const computers = { categorySlug: COMPUTERS };
    const { attributeValues } = await rawListing({ filter: computers, pageSize: 1 });
    for (const value of attributeValues.slice(0, 3)) {
      const { products } = await rawListing({
        filter: { ...computers, attribValues: [value.search] },
        pageSize: 50,
        sort: { price: 'ASC' },
      });
      const prices = products.map((p) => p.combinationInfo.price);
      expect(prices, value.name).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('ranks names with the term as a word, then inside a word, then mentions elsewhere', async () => {
    const dutch = backend.client({ lang: 'nl_NL' });
    const term = SEARCH_TERMS.dutchMouse;
    const { products, totalCount } = await rawListing(
      { search: term, pageSize: 50, sort: { name: 'ASC' } },
      dutch,
    );
    // 0: the name holds the word as a word of its own (a mouse); 1: inside a longer word (a
    // "muisset", a "muismat"); 2: it is mentioned elsewhere only.
    const wholeWord = new RegExp(`(?<![\\p{L}\\p{N}_])${term}(?![\\p{L}\\p{N}_])`, 'iu');
    const tiers = products.map(({ name }) =>
      wholeWord.test(name) ? 0 : name.toLowerCase().includes(term) ? 1 : 2,
    );
    expect(tiers[0]).toBe(0);
    expect(tiers).toContain(1);
    expect(totalCount).toBeGreaterThan(tiers.filter((tier) => tier < 2).length);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('keeps facets and the price range when price and attribute filters narrow the result', async () => {
    const category = { categorySlug: COMPUTERS };
    const all = await rawListing({ filter: category, pageSize: 200 });
    const color = all.attributeValues.find((value) => value.attribute.name === 'Color');
    expect(color).toBeDefined();
    const narrowed = await rawListing({
      filter: { ...category, attribValues: [color!.search], minPrice: 100, maxPrice: 900 },
      pageSize: 200,
    });
    expect(narrowed.totalCount).toBeGreaterThan(0);
    expect(narrowed.totalCount).toBeLessThan(all.totalCount);
    expect(narrowed.attributeValues).toEqual(all.attributeValues);
    expect([narrowed.minPrice, narrowed.maxPrice]).toEqual([all.minPrice, all.maxPrice]);
    for (const product of narrowed.products) {
      expect(product.price).toBeGreaterThanOrEqual(100);
      expect(product.price).toBeLessThanOrEqual(900);
    }
  });

  it('ORs values of one attribute and ANDs across attributes; ignores malformed tokens', async () => {
    const all = await rawListing({ pageSize: 400 });
    const colors = all.attributeValues.filter((v) => v.attribute.name === 'Color').slice(0, 2);
    const [a, b] = colors;
    const onlyA = await rawListing({ filter: { attribValues: [a!.search] }, pageSize: 400 });
    const onlyB = await rawListing({ filter: { attribValues: [b!.search] }, pageSize: 400 });
    const either = await rawListing({
      filter: { attribValues: [a!.search, b!.search] },
      pageSize: 400,
    });
    const union = new Set([...onlyA.products, ...onlyB.products].map((p) => p.id));
    expect(either.totalCount).toBe(union.size);

    const other = all.attributeValues.find((v) => v.attribute.name !== 'Color')!;
    const both = await rawListing({
      filter: { attribValues: [a!.search, other.search] },
      pageSize: 400,
    });
    expect(both.totalCount).toBeLessThanOrEqual(Math.min(onlyA.totalCount, either.totalCount));

    const malformed = await rawListing({
      filter: { attribValues: ['nonsense', '12-'] },
      pageSize: 1,
    });
    expect(malformed.totalCount).toBe(all.totalCount);
  });

  it('matches a category and its descendants by slug, and searches names and SKUs', async () => {
    const parent = await rawListing({ filter: { categorySlug: COMPUTERS }, pageSize: 400 });
    const parentIds = new Set(parent.products.map((p) => p.id));
    const tree = await shopper.request<{ category: { childs: { slug: string }[] } }>(
      `query tree($slug: String) { category(slug: $slug) { childs { slug } } }`,
      { slug: COMPUTERS },
    );
    const childSlugs = tree.data!.category.childs.map((child) => child.slug);
    expect(childSlugs.length).toBeGreaterThan(0);
    for (const slug of childSlugs) {
      const child = await rawListing({ filter: { categorySlug: slug }, pageSize: 400 });
      for (const product of child.products) expect(parentIds.has(product.id)).toBe(true);
    }

    const sample = (await rawListing({ pageSize: 1, sort: { id: 'ASC' } })).products[0]!;
    const sku = await shopper.request<{ product: { sku: string } }>(
      `{ product(id: ${sample.id}) { sku } }`,
    );
    const bySku = await rawListing({ search: sku.data!.product.sku, pageSize: 5 });
    expect(bySku.products.map((p) => p.id)).toContain(sample.id);
    const none = await rawListing({ search: 'zzzqqq-no-such-thing' });
    expect(none).toMatchObject({ totalCount: 0, minPrice: 0, maxPrice: 0, products: [] });
  });
});

describe('product and variants', CATALOGUE, () => {
  it('resolves a variant from a combination; a value of another product or none at all fails', async () => {
    const list = await rawListing({ pageSize: 400 });
    const response = await shopper.request<{
      products: {
        products: {
          id: number;
          attributeValues: { id: number; attribute: { id: number } }[];
          productVariants: { id: number; variantAttributeValues: { id: number }[] }[];
        }[];
      };
    }>(
      `{ products(pageSize: 400) { products { id attributeValues { id attribute { id } } productVariants { id variantAttributeValues { id } } } } }`,
    );
    expect(list.totalCount).toBeGreaterThan(0);
    const template = response.data!.products.products.find((p) => p.productVariants.length > 1)!;
    const variant = template.productVariants[1]!;
    const combination = variant.variantAttributeValues.map((v) => v.id);
    const resolved = await shopper.request<{
      productVariant: { product: { id: number }; price: number; isCombinationPossible: boolean };
    }>(
      `query($t: Int, $c: [Int]) { productVariant(productTemplateId: $t, combinationId: $c) { product { id } price isCombinationPossible } }`,
      { t: template.id, c: [...combination].reverse() },
    );
    expect(resolved.data!.productVariant.product.id).toBe(variant.id);
    expect(resolved.data!.productVariant.isCombinationPossible).toBe(true);

    const variantOf = (combinationId: number[]) =>
      shopper.request(
        `query($t: Int, $c: [Int]) { productVariant(productTemplateId: $t, combinationId: $c) { price } }`,
        { t: template.id, c: combinationId },
      );
    const elsewhere = response.data!.products.products.find(
      (p) => p.id !== template.id && p.attributeValues.length > 0,
    )!;
    const foreign = await shopper.request<{ product: { attributeValues: { id: number }[] } }>(
      `{ product(id: ${elsewhere.id}) { attributeValues { id } } }`,
    );
    const foreignValue = foreign.data!.product.attributeValues[0]!.id;
    expect((await variantOf([foreignValue])).errors?.[0]?.message).toBe('Product does not exist');
    expect((await variantOf([999_999])).errors?.map((error) => error.message)).toEqual([
      missingRecord('product.template.attribute.value', 999_999),
    ]);
  });

  it('gives the business customer its 10% lower prices', async () => {
    const id = (await rawListing({ pageSize: 1, filter: { minPrice: 50 } })).products[0]!.id;
    const query = `{ product(id: ${id}) { combinationInfo firstVariant { combinationInfoVariant } } }`;
    const anonymous = await shopper.request<{
      product: { combinationInfo: { price: number; list_price: number } };
    }>(query);
    const business = await signedIn(backend, BUSINESS);
    const contract = await business.request<{
      product: {
        combinationInfo: { price: number; list_price: number; has_discounted_price: boolean };
      };
    }>(query);
    const publicPrice = anonymous.data!.product.combinationInfo.price;
    expect(contract.data!.product.combinationInfo.price).toBeCloseTo(
      publicPrice * (1 - BUSINESS.discount),
      2,
    );
    // Odoo's default discount policy (with_discount) folds the discount into the price: the list
    // price stays the public one, and nothing is flagged as discounted.
    expect(contract.data!.product.combinationInfo.list_price).toBeCloseTo(
      anonymous.data!.product.combinationInfo.list_price,
      2,
    );
    expect(contract.data!.product.combinationInfo.has_discounted_price).toBe(false);
  });

  it('lists variants by internal reference, the first being the default one a card shows', async () => {
    const { id } = await templateBySku(shopper, TRAVEL_LAPTOP.sku);
    const response = await shopper.request<{
      product: {
        firstVariant: { id: number };
        combinationInfo: { product_id: number };
        productVariants: { id: number; sku: string }[];
      };
    }>(`{ product(id: ${id}) { firstVariant { id } combinationInfo productVariants { id sku } } }`);
    const product = response.data!.product;
    const skus = product.productVariants.map((variant) => variant.sku);
    expect(skus).toEqual([...skus].sort());
    expect(product.firstVariant.id).toBe(product.productVariants[0]!.id);
    expect(product.combinationInfo.product_id).toBe(product.firstVariant.id);
  });

  it('finds a product by its slug and hides unknown ones', async () => {
    const sample = (await rawListing({ pageSize: 1 })).products[0]!;
    const slug = await shopper.request<{ product: { slug: string } }>(
      `{ product(id: ${sample.id}) { slug } }`,
    );
    const bySlug = await shopper.request<{ product: { id: number } }>(
      `query($s: String) { product(slug: $s) { id } }`,
      { s: slug.data!.product.slug },
    );
    expect(bySlug.data!.product.id).toBe(sample.id);
    const unknown = await shopper.request<{ product: null }>(`{ product(id: 987654) { id } }`);
    expect(unknown.data!.product).toBeNull();
  });
});

describe('extensions', CATALOGUE, () => {
  it('quick search needs 2 letters and finds products and categories', async () => {
    const short = await shopper.request<{ quickSearch: { totalCount: number } }>(
      `{ quickSearch(term: "d") { totalCount } }`,
    );
    expect(short.data!.quickSearch.totalCount).toBe(0);
    const found = await shopper.request<{
      quickSearch: { products: { id: number }[]; categories: { name: string }[] };
    }>(
      `query($term: String!) { quickSearch(term: $term) { products { id } categories { name } } }`,
      {
        term: SEARCH_TERMS.category,
      },
    );
    expect(found.data!.quickSearch.categories.map((c) => c.name)).toContain(
      CATEGORIES.computers.name,
    );
  });

  it('compares products attribute by attribute in the order asked', async () => {
    const ids = (
      await rawListing({ pageSize: 3, filter: { categorySlug: COMPUTERS } })
    ).products.map((p) => p.id);
    const response = await shopper.request<{
      compareProducts: {
        products: { id: number }[];
        attributes: { name: string; values: string[] }[];
      };
    }>(
      `query($ids: [Int!]!) { compareProducts(productIds: $ids) { products { id } attributes { name values } } }`,
      { ids: [...ids].reverse() },
    );
    const result = response.data!.compareProducts;
    expect(result.products.map((p) => p.id)).toEqual([...ids].reverse());
    for (const attribute of result.attributes) expect(attribute.values).toHaveLength(ids.length);
  });

  it('limits a catalog-only customer to the personal catalog', async () => {
    const customer = await signedIn(backend, CATALOG_CUSTOMER);
    const catalogs = await customer.request<{
      catalogs: { slug: string; isPersonal: boolean; productCount: number }[];
    }>(`{ catalogs { slug isPersonal productCount } }`);
    const personal = catalogs.data!.catalogs.find((c) => c.isPersonal)!;
    expect(personal).toBeDefined();
    const seen = await customer.request<{ products: { totalCount: number } }>(
      `{ products(pageSize: 1) { totalCount } }`,
    );
    expect(seen.data!.products.totalCount).toBe(personal.productCount);
    const own = await customer.request<{ products: { products: { id: number }[] } }>(
      `{ products(pageSize: 400) { products { id } } }`,
    );
    const ownIds = new Set(own.data!.products.products.map((p) => p.id));
    const everything = await shopper.request<{
      products: { products: { id: number; firstVariant: { id: number } }[] };
    }>(`{ products(pageSize: 400) { products { id firstVariant { id } } } }`);
    const outside = everything.data!.products.products.find((p) => !ownIds.has(p.id))!;
    const refused = await customer.request(
      `mutation { cartAddItem(productId: ${outside.firstVariant.id}, quantity: 1) { order { id } } }`,
    );
    expect(refused.errors?.[0]?.message).toBe('Product does not exist');
    const publicCatalogs = await shopper.request<{ catalogs: { isPersonal: boolean }[] }>(
      `{ catalogs { isPersonal } }`,
    );
    expect(publicCatalogs.data!.catalogs.every((c) => !c.isPersonal)).toBe(true);
  });
});
