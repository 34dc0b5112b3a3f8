import type { Context } from '../context';
import { many } from '../db';
import type { Resolvers } from '../executable-schema';
import { requireLogin } from '../graphql-vuestorefront/user-profile';
import { commercialPartner, requirePartner } from '../model/partner';
import type { IdRef } from '../model/refs';
import { catalogOnlyPartner, PUBLISHED_PRODUCT_COUNT } from '../model/product-search';
import { translated } from '../translate';

// vsf_website_catalog: curated catalogs, public or personal to one customer, and the customers
// who may buy from their catalog only (websiteCatalogProducts). The listing's catalogSlug filter
// and a catalog-only customer's narrowed search are the product search's (model/product-search.ts).

type Ctx = Context;

async function catalogs(_: unknown, __: unknown, context: Ctx) {
  const limitedTo = await catalogOnlyPartner(context);
  return many(
    context.db,
    `SELECT c.id, ${translated('website.catalog,name', 'c')} AS name, c.slug,
            ${translated('website.catalog,description', 'c')} AS description, (c.partner_id IS NOT NULL) AS "isPersonal",
            ${PUBLISHED_PRODUCT_COUNT} AND t.id IN (SELECT template_id FROM website_catalog_product WHERE catalog_id = c.id)) AS "productCount"
       FROM website_catalog c
      WHERE (c.partner_id IS NULL AND $2::int IS NULL) OR c.partner_id = $1
      ORDER BY c.partner_id IS NULL, c.id`,
    [context.user ? context.partnerId : null, limitedTo],
  );
}

async function catalog(
  _: unknown,
  args: { id?: number | null; slug?: string | null },
  context: Ctx,
) {
  const all = (await catalogs(null, null, context)) as { id: number; slug: string }[];
  return all.find((entry) => (args.id ? entry.id === args.id : entry.slug === args.slug)) ?? null;
}

/** res.partner website_catalog_products, the company's for its contacts. */
async function catalogProductsFlag(context: Context, partnerId: number): Promise<boolean> {
  const partner = await requirePartner(context, partnerId);
  if (partner.website_catalog_products) return true;
  return (await commercialPartner(context, partner)).website_catalog_products;
}

export const websiteCatalogResolvers: Resolvers = {
  Query: { catalogs, catalog },
  Partner: {
    websiteCatalogProducts: (parent: IdRef, _args: unknown, context: Ctx) =>
      catalogProductsFlag(context, parent.id),
  },
  User: {
    websiteCatalogProducts: async (parent: IdRef, _args: unknown, context: Ctx) =>
      catalogProductsFlag(context, (await requireLogin(context, parent.id)).partner_id),
  },
};
