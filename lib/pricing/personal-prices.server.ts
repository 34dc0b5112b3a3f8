import 'server-only';
import {
  getProductTemplatesListDocument,
  getProductVariantPricesDocument,
  type GetProductTemplatesListResult,
  type GetProductVariantPricesResult,
} from '@/graphql/generated/operations';
import { listingVariables, mapListing } from '@/lib/catalog/map-listing.server';
import { priceFromCombination } from '@/lib/catalog/map-price.server';
import { isCurrencyCode } from '@/lib/format/money';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { compact } from '@/lib/odoo/map-values.server';
import { odooPublic, type OdooExecutor } from '@/lib/odoo/odoo-public.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { DEFAULT_CURRENCY, type ShopCurrency } from '@/lib/shop/settings';
import type { PersonalPrice, PricesAnswer } from './price-attributes';

/** What the island asks for: template prices, and every variant's price of some templates. */
export interface PriceRequest {
  ids: readonly number[];
  variantsOf?: readonly number[];
}

/**
 * The calling shopper's prices for product templates and variants, from Odoo:
 * - signed in: with their own session, so Odoo applies their pricelist (a contract pricelist
 *   wins over the chosen currency; the answer then says EUR);
 * - anonymous with another configured currency chosen (`currency`, the validated cookie, which a
 *   Dutch-only shop always resolves to EUR): a session-less read
 *   of the website pricelist in that currency, the same for every such shopper;
 * - anonymous in EUR: nothing, and no request to Odoo; the public prices are on the page.
 * Variant prices are Odoo's per variant (a pricelist item may name one variant), never the
 * template's price with the public extras added.
 */
export async function getPersonalPrices(
  request: PriceRequest,
  currency: ShopCurrency,
): Promise<PricesAnswer> {
  const variantsOf = request.variantsOf ?? [];
  const empty: PricesAnswer =
    variantsOf.length > 0 ? { currency, prices: [], variants: [] } : { currency, prices: [] };
  if (request.ids.length === 0 && variantsOf.length === 0) return empty;
  // Only a verified cookie counts: a forged or copied one gets the public answer.
  if (await signedInShopper()) return read(odooSession(), request, currency);
  if (currency === DEFAULT_CURRENCY) return empty;
  // Prices do not depend on the language; the default keeps one answer per currency.
  return read(odooPublic(DEFAULT_LOCALE, { currency }), request, currency);
}

async function read(
  odoo: OdooExecutor,
  { ids, variantsOf = [] }: PriceRequest,
  asked: ShopCurrency,
): Promise<PricesAnswer> {
  const [templates, variants] = await Promise.all([
    ids.length > 0
      ? odoo.request(
          getProductTemplatesListDocument,
          listingVariables({ ids: [...ids], pageSize: ids.length }),
        )
      : null,
    variantsOf.length > 0
      ? odoo.request(getProductVariantPricesDocument, {
          ids: [...variantsOf],
          pageSize: variantsOf.length,
        })
      : null,
  ]);
  // Odoo says which currency it priced in; the choice is only what was asked for.
  const currency =
    currencyOf(templates?.products?.products) ?? currencyOf(variants?.products?.products) ?? asked;
  const answer: PricesAnswer = {
    currency,
    prices: templates ? templatePrices(templates) : [],
  };
  if (variants) answer.variants = variantPrices(variants);
  return answer;
}

function currencyOf(
  products: ReadonlyArray<{ currency?: { name?: string | null } | null } | null> | null | undefined,
): string | null {
  const name = products?.find((product) => product?.currency?.name)?.currency?.name;
  return isCurrencyCode(name) ? name : null;
}

function templatePrices(data: GetProductTemplatesListResult): PersonalPrice[] {
  return mapListing(data.products).products.map((product) => ({
    id: product.id,
    price: product.price.special,
    listPrice: product.price.regular,
  }));
}

function variantPrices(data: GetProductVariantPricesResult): PersonalPrice[] {
  return compact(data.products?.products).flatMap((template) =>
    compact(template.productVariants).map((variant) => {
      const price = priceFromCombination(variant.combinationInfoVariant);
      return { id: variant.id, price: price.special, listPrice: price.regular };
    }),
  );
}
