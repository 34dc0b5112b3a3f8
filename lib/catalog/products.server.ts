import 'server-only';
import {
  getProductTemplateDocument,
  getProductTemplatesListDocument,
  getRealProductDocument,
} from '@/graphql/generated/operations';
import type { Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { odooPublic, type OdooExecutor } from '@/lib/odoo/odoo-public.server';
import { listingVariables, mapListing } from './map-listing.server';
import { mapProductDetail, mapRealProduct } from './map-product.server';
import type { Listing, ListingQuery, ProductDetail, RealProduct } from './types';

/** Odoo's error when no variant matches the combination. */
const NO_VARIANT = 'Product does not exist';
/** Odoo's MissingError: the template or one of the values does not exist (any more). */
const MISSING_RECORD = 'Record does not exist or has been deleted.';

const isNoVariant = (message: string) =>
  message === NO_VARIANT || message.startsWith(MISSING_RECORD);

/** A page of products plus the facets and price range of the whole match. */
export async function getProductTemplatesList(
  locale: Locale,
  query: ListingQuery = {},
  /** A shopper's session instead: their prices and, for a catalog-only customer, their catalog. */
  odoo: OdooExecutor = odooPublic(locale),
): Promise<Listing> {
  const data = await odoo.request(getProductTemplatesListDocument, listingVariables(query));
  return mapListing(data.products);
}

/** A product page by slug (or id); null when it is not published on this website. */
export async function getProductTemplate(
  locale: Locale,
  where: { slug: string } | { id: number },
): Promise<ProductDetail | null> {
  const data = await odooPublic(locale).request(getProductTemplateDocument, where);
  return data.product ? mapProductDetail(data.product) : null;
}

/**
 * The variant for the chosen attribute values (product.template.attribute.value ids). Nothing to
 * resolve without a choice, so an empty list sends no request; an impossible combination is null.
 */
export async function getRealProduct(
  locale: Locale,
  query: {
    productTemplateId: number;
    combinationIds: readonly number[];
  },
): Promise<RealProduct | null> {
  if (query.combinationIds.length === 0) return null;
  try {
    const data = await odooPublic(locale).request(getRealProductDocument, {
      productTemplateId: query.productTemplateId,
      combinationId: [...query.combinationIds],
    });
    return mapRealProduct(data.productVariant);
  } catch (error) {
    if (isOdooError(error) && error.messages.some(isNoVariant)) return null;
    throw error;
  }
}
