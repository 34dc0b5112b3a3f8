import { graphql, HttpResponse, type GraphQLResponseResolver } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  GetProductTemplatesListResult,
  GetProductTemplatesListVariables,
  ProductCardFragment,
} from '@/graphql/generated/operations';
import { getProductTemplatesList, getRealProduct } from '@/lib/catalog/products.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { attributeValue } from '@/tests/support/order-fixtures';

setupOdooTest();

const color = { id: 1, name: 'Color' };
const size = { id: 2, name: 'Size' };

function productCard(
  id: number,
  overrides: Partial<ProductCardFragment> = {},
): ProductCardFragment {
  return {
    id,
    name: `Chair ${id}`,
    displayName: `Chair ${id}`,
    slug: `/product/chair-${id}`,
    sku: `C-${id}`,
    image: `/web/image/product.template/${id}/image_1920`,
    smallImage: `/web/image/product.template/${id}/image_128`,
    imageFilename: `chair-${id}`,
    price: 100,
    combinationInfo: JSON.stringify({ list_price: 100, price: 80, has_discounted_price: true }),
    currency: { name: 'EUR' },
    isInWishlist: false,
    ribbon: null,
    firstVariant: { id: id * 10, combinationInfoVariant: null, isInStock: true, qty: 3 },
    attributeValues: [
      attributeValue(color, { id: 11, name: 'Red', displayType: 'color', htmlColor: '#f00' }),
      attributeValue(size, { id: 21, name: 'M' }),
    ],
    ...overrides,
  };
}

const listing: GetProductTemplatesListResult = {
  products: {
    totalCount: 42,
    minPrice: 10,
    maxPrice: 990,
    attributeValues: [
      attributeValue(color, { id: 11, name: 'Red', displayType: 'color', htmlColor: '#f00' }),
      attributeValue(color, { id: 12, name: 'Blue', displayType: 'color', htmlColor: '#00f' }),
      attributeValue(size, { id: 21, name: 'M' }),
    ],
    filterValues: [
      {
        id: 5,
        name: 'Oak',
        htmlColor: null,
        search: '3-5',
        filter: { id: 3, name: 'Material', displayType: 'checkbox' },
      },
    ],
    products: [productCard(1), null, productCard(2, { price: 0, combinationInfo: null })],
  },
};

describe('getProductTemplatesList', () => {
  it('maps products, price range and facets', async () => {
    mswServer.use(
      graphql.query('getProductTemplatesList', () => HttpResponse.json({ data: listing })),
    );
    const result = await getProductTemplatesList('en', { categorySlug: '/category/chairs' });
    expect(result.totalCount).toBe(42);
    expect([result.minPrice, result.maxPrice]).toEqual([10, 990]);
    expect(result.products.map((product) => product.id)).toEqual([1, 2]);
    expect(result.products[0]).toMatchObject({
      variantId: 10,
      price: { regular: 100, special: 80, hasDiscount: true },
      isPositivePrice: true,
      colors: [{ id: 11, name: 'Red', htmlColor: '#f00', token: '1-11' }],
    });
    expect(result.products[1]?.isPositivePrice).toBe(false);
    expect(result.facets).toEqual([
      {
        kind: 'attribute',
        id: 1,
        name: 'Color',
        displayType: 'color',
        options: [
          { id: 11, name: 'Red', htmlColor: '#f00', token: '1-11', priceExtra: 0 },
          { id: 12, name: 'Blue', htmlColor: '#00f', token: '1-12', priceExtra: 0 },
        ],
      },
      {
        kind: 'attribute',
        id: 2,
        name: 'Size',
        displayType: 'radio',
        options: [{ id: 21, name: 'M', htmlColor: null, token: '2-21', priceExtra: 0 }],
      },
      {
        kind: 'filter',
        id: 3,
        name: 'Material',
        displayType: 'checkbox',
        options: [{ id: 5, name: 'Oak', htmlColor: null, token: '3-5', priceExtra: 0 }],
      },
    ]);
  });

  it("sends only the filters in use, a page size, and the page's language but no session", async () => {
    cookieJar.seed('session_id', 'shopper');
    const sent: GetProductTemplatesListVariables[] = [];
    mswServer.use(
      graphql.query<GetProductTemplatesListResult, GetProductTemplatesListVariables>(
        'getProductTemplatesList',
        ({ variables, request }) => {
          expect(request.headers.get('cookie')).toBe('frontend_lang=en_US');
          sent.push(variables);
          return HttpResponse.json({ data: listing });
        },
      ),
    );
    await getProductTemplatesList('en', {
      categorySlug: '/category/chairs',
      page: 2,
      sort: { field: 'price', direction: 'DESC' },
      minPrice: 0,
      maxPrice: 500,
      attributeTokens: ['1-11', '1-12'],
    });
    expect(sent).toEqual([
      {
        pageSize: 12,
        currentPage: 2,
        sort: { price: 'DESC' },
        filter: {
          categorySlug: '/category/chairs',
          minPrice: 0,
          maxPrice: 500,
          attribValues: ['1-11', '1-12'],
        },
      },
    ]);
  });
});

describe('getRealProduct', () => {
  it('makes no request for an empty combination', async () => {
    const odoo = vi.fn<GraphQLResponseResolver>(() => HttpResponse.json({ data: {} }));
    mswServer.use(graphql.operation(odoo));
    await expect(
      getRealProduct('en', { productTemplateId: 12, combinationIds: [] }),
    ).resolves.toBeNull();
    expect(odoo).not.toHaveBeenCalled();
  });

  it('maps the variant of a combination', async () => {
    mswServer.use(
      graphql.query('getRealProduct', ({ variables }) => {
        expect(variables).toEqual({ productTemplateId: 12, combinationId: [11, 21] });
        return HttpResponse.json({
          data: {
            productVariant: {
              productTemplateId: 12,
              displayName: 'Chair (Red, M)',
              displayImage: true,
              price: 80,
              listPrice: '100.0',
              hasDiscountedPrice: true,
              isCombinationPossible: true,
              product: {
                id: 120,
                displayName: 'Chair (Red, M)',
                sku: 'C-12-RM',
                image: '/web/image/product.product/120/image_1920',
                imageFilename: 'chair-red-m',
                isInWishlist: true,
                combinationInfoVariant: null,
                variantPrice: 100,
                variantPriceAfterDiscount: 80,
                variantHasDiscountedPrice: true,
              },
            },
          },
        });
      }),
    );
    await expect(
      getRealProduct('en', { productTemplateId: 12, combinationIds: [11, 21] }),
    ).resolves.toEqual({
      productId: 120,
      templateId: 12,
      name: 'Chair (Red, M)',
      sku: 'C-12-RM',
      image: '/web/image/product.product/120/image_1920',
      imageName: 'chair-red-m',
      isInWishlist: true,
      isPossible: true,
      price: { regular: 100, special: 80, hasDiscount: true },
      isPositivePrice: true,
    });
  });

  it('an impossible combination is null', async () => {
    mswServer.use(
      graphql.query('getRealProduct', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Product does not exist' }] }),
      ),
    );
    await expect(
      getRealProduct('en', { productTemplateId: 12, combinationIds: [99] }),
    ).resolves.toBeNull();
  });

  it("a template or value that does not exist (Odoo's MissingError) is null too", async () => {
    mswServer.use(
      graphql.query('getRealProduct', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message:
                'Record does not exist or has been deleted.\n(Record: product.template.attribute.value(999999,), User: 4)',
            },
          ],
        }),
      ),
    );
    await expect(
      getRealProduct('en', { productTemplateId: 12, combinationIds: [999999] }),
    ).resolves.toBeNull();
  });

  it('any other failure is an error', async () => {
    mswServer.use(
      graphql.query('getRealProduct', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Odoo Server Error' }] }),
      ),
    );
    await expect(
      getRealProduct('en', { productTemplateId: 12, combinationIds: [1] }),
    ).rejects.toThrow();
  });
});
