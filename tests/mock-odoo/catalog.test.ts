import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

// Each test sends a handful of catalogue queries over a whole seeded shop; two test workers and a
// build on two cores can take them past Vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 });

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

let odoo: RunningMockOdoo;
let shopper: OdooTestClient;

async function listing(variables: Record<string, unknown>): Promise<Listing> {
  const response = await shopper.request<{ products: Listing }>(LISTING, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.products;
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  shopper = odooClient(odoo.url);
}, 120_000);

afterAll(() => odoo?.stop());

describe('products', () => {
  it('pages 1-based with totals, and sorts by the given key then id', async () => {
    const first = await listing({ pageSize: 5, currentPage: 1, sort: { name: 'ASC' } });
    const second = await listing({ pageSize: 5, currentPage: 2, sort: { name: 'ASC' } });
    expect(first.totalCount).toBeGreaterThanOrEqual(300);
    expect(first.products).toHaveLength(5);
    expect(second.products[0]!.name >= first.products[4]!.name).toBe(true);
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(10);

    // By the price the cards show: the default variant's, with its attribute extras.
    const byPrice = await listing({ pageSize: 50, sort: { price: 'DESC' } });
    const prices = byPrice.products.map((p) => p.combinationInfo.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const empty = await listing({ pageSize: 0 });
    expect(empty.products).toEqual([]);
    expect(empty.totalCount).toBe(first.totalCount);
  });

  it('sorts by the shown price also with an attribute filter (variants with extras)', async () => {
    const computers = { categorySlug: '/category/computers' };
    const { attributeValues } = await listing({ filter: computers, pageSize: 1 });
    for (const value of attributeValues.slice(0, 3)) {
      const { products } = await listing({
        filter: { ...computers, attribValues: [value.search] },
        pageSize: 50,
        sort: { price: 'ASC' },
      });
      const prices = products.map((p) => p.combinationInfo.price);
      expect(prices, value.name).toEqual([...prices].sort((a, b) => a - b));
    }
  }, 30_000);

  it('ranks products whose name holds the term before those that mention it elsewhere', async () => {
    const dutch = odooClient(odoo.url, { lang: 'nl_NL' });
    const response = await dutch.request<{ products: Listing }>(LISTING, {
      search: 'muis',
      pageSize: 50,
      sort: { name: 'ASC' },
    });
    const { products, totalCount } = response.data!.products;
    const named = products.map((p) => /muis/i.test(p.name));
    expect(named[0]).toBe(true);
    expect(totalCount).toBeGreaterThan(named.filter(Boolean).length);
    // Every name match comes before the first product that only mentions a mouse.
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it('keeps facets and the price range when price and attribute filters narrow the result', async () => {
    const category = { categorySlug: '/category/computers' };
    const all = await listing({ filter: category, pageSize: 200 });
    const color = all.attributeValues.find((value) => value.attribute.name === 'Color');
    expect(color).toBeDefined();
    const narrowed = await listing({
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
    const all = await listing({ pageSize: 400 });
    const colors = all.attributeValues.filter((v) => v.attribute.name === 'Color').slice(0, 2);
    const [a, b] = colors;
    const onlyA = await listing({ filter: { attribValues: [a!.search] }, pageSize: 400 });
    const onlyB = await listing({ filter: { attribValues: [b!.search] }, pageSize: 400 });
    const either = await listing({
      filter: { attribValues: [a!.search, b!.search] },
      pageSize: 400,
    });
    const union = new Set([...onlyA.products, ...onlyB.products].map((p) => p.id));
    expect(either.totalCount).toBe(union.size);

    const other = all.attributeValues.find((v) => v.attribute.name !== 'Color')!;
    const both = await listing({
      filter: { attribValues: [a!.search, other.search] },
      pageSize: 400,
    });
    expect(both.totalCount).toBeLessThanOrEqual(Math.min(onlyA.totalCount, either.totalCount));

    const malformed = await listing({ filter: { attribValues: ['nonsense', '12-'] }, pageSize: 1 });
    expect(malformed.totalCount).toBe(all.totalCount);
  });

  it('matches a category and its descendants by slug, and searches names and SKUs', async () => {
    const parent = await listing({
      filter: { categorySlug: '/category/computers' },
      pageSize: 400,
    });
    const parentIds = new Set(parent.products.map((p) => p.id));
    const tree = await shopper.request<{ category: { childs: { slug: string }[] } }>(
      `{ category(slug: "/category/computers") { childs { slug } } }`,
    );
    const childSlugs = tree.data!.category.childs.map((child) => child.slug);
    expect(childSlugs.length).toBeGreaterThan(0);
    for (const slug of childSlugs) {
      const child = await listing({ filter: { categorySlug: slug }, pageSize: 400 });
      for (const product of child.products) expect(parentIds.has(product.id)).toBe(true);
    }

    const sample = (await listing({ pageSize: 1, sort: { id: 'ASC' } })).products[0]!;
    const sku = await shopper.request<{ product: { sku: string } }>(
      `{ product(id: ${sample.id}) { sku } }`,
    );
    const bySku = await listing({ search: sku.data!.product.sku, pageSize: 5 });
    expect(bySku.products.map((p) => p.id)).toContain(sample.id);
    const none = await listing({ search: 'zzzqqq-no-such-thing' });
    expect(none).toMatchObject({ totalCount: 0, minPrice: 0, maxPrice: 0, products: [] });
  });
});

describe('product and variants', () => {
  it('resolves a variant from a combination and returns nothing for an empty one', async () => {
    const list = await listing({ pageSize: 400 });
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

    const missing = await shopper.request(
      `query($t: Int) { productVariant(productTemplateId: $t, combinationId: [999999]) { price } }`,
      { t: template.id },
    );
    expect(missing.errors?.[0]?.message).toBe('Product does not exist');
  });

  it('gives the business customer its 10% lower prices', async () => {
    const id = (await listing({ pageSize: 1, filter: { minPrice: 50 } })).products[0]!.id;
    const query = `{ product(id: ${id}) { combinationInfo firstVariant { combinationInfoVariant } } }`;
    const anonymous = await shopper.request<{
      product: { combinationInfo: { price: number; list_price: number } };
    }>(query);
    const business = odooClient(odoo.url);
    await business.request(
      `mutation { login(email: "business@example.com", password: "business123") { id } }`,
    );
    const contract = await business.request<{
      product: {
        combinationInfo: { price: number; list_price: number; has_discounted_price: boolean };
      };
    }>(query);
    const publicPrice = anonymous.data!.product.combinationInfo.price;
    expect(contract.data!.product.combinationInfo.price).toBeCloseTo(publicPrice * 0.9, 2);
    expect(contract.data!.product.combinationInfo.has_discounted_price).toBe(true);
  });

  it('finds a product by its slug and hides unknown ones', async () => {
    const sample = (await listing({ pageSize: 1 })).products[0]!;
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

describe('extensions', () => {
  it('quick search needs 2 letters and finds products and categories', async () => {
    const short = await shopper.request<{ quickSearch: { totalCount: number } }>(
      `{ quickSearch(term: "d") { totalCount } }`,
    );
    expect(short.data!.quickSearch.totalCount).toBe(0);
    const found = await shopper.request<{
      quickSearch: { products: { id: number }[]; categories: { name: string }[] };
    }>(`{ quickSearch(term: "comp") { products { id } categories { name } } }`);
    expect(found.data!.quickSearch.categories.map((c) => c.name)).toContain('Computers');
  });

  it('compares products attribute by attribute in the order asked', async () => {
    const ids = (
      await listing({ pageSize: 3, filter: { categorySlug: '/category/computers' } })
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

  it('lists brands with counts and filters by brand', async () => {
    const brands = await shopper.request<{
      brands: { id: number; slug: string; productCount: number }[];
    }>(`{ brands { id slug productCount } }`);
    const brand = brands.data!.brands.find((b) => b.productCount > 0)!;
    const byBrand = await listing({ filter: { brandSlug: brand.slug }, pageSize: 1 });
    expect(byBrand.totalCount).toBe(brand.productCount);
  });

  it('limits a catalog-only customer to the personal catalog', async () => {
    const customer = odooClient(odoo.url);
    await customer.request(
      `mutation { login(email: "catalog@example.com", password: "catalog123") { id } }`,
    );
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
