import type { Context } from '../context';
import { many, one } from '../db';
import type { Resolvers } from '../executable-schema';
import { productTemplate } from '../graphql-vuestorefront/product-fields';
import type { ProductRef } from '../model/product';
import { offsetOf, PUBLISHED_PRODUCT_COUNT, type Paging } from '../model/product-search';
import { translated } from '../translate';

// vsf_product_brand: brands (OCA product_brand) with their pages, the brand strip and the brand
// filter of the listing (brandIds, brandSlug: model/product-search.ts).

type Ctx = Context;

// The brand's description is translatable (OCA product_brand), its name is not.
const BRAND_SELECT = `SELECT b.id, b.name, b.slug,
       ${translated('product.brand,description', 'b')} AS description`;

const PRODUCT_COUNT = `${PUBLISHED_PRODUCT_COUNT} AND t.brand_id = b.id) AS "productCount"`;

export const productBrandResolvers: Resolvers = {
  Query: {
    brands: (_: unknown, args: Paging & { search?: string | null }, c: Ctx) => {
      const { size, offset } = offsetOf(args, 100);
      return many(
        c.db,
        `${BRAND_SELECT}, ${PRODUCT_COUNT}
           FROM product_brand b WHERE b.name ILIKE $1 ORDER BY b.name, b.id LIMIT ${size} OFFSET ${offset}`,
        [`%${args.search ?? ''}%`],
      );
    },
    brand: (_: unknown, args: { id?: number | null; slug?: string | null }, c: Ctx) =>
      one(
        c.db,
        `${BRAND_SELECT}, ${PRODUCT_COUNT}
           FROM product_brand b WHERE b.id = $1 OR b.slug = $2`,
        [args.id ?? 0, args.slug ?? ''],
      ),
  },
  Product: {
    brand: async (ref: ProductRef, _: unknown, c: Ctx) => {
      const { brand_id } = await productTemplate(c, ref);
      return brand_id === null
        ? null
        : one(c.db, `${BRAND_SELECT} FROM product_brand b WHERE b.id = $1`, [brand_id]);
    },
  },
  Brand: {
    logo: (row: { id: number }) => `/web/image/product.brand/${row.id}/image_512`,
  },
};
