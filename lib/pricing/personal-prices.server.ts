import 'server-only';
import {
  getProductTemplatesListDocument,
  getProductVariantPricesDocument,
  loadUserDocument,
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
  if (await signedInShopper()) {
    const odoo = odooSession();
    return read(odoo, request, () => sessionCurrency(odoo, currency));
  }
  if (currency === DEFAULT_CURRENCY) return empty;
  // Prices do not depend on the language; the default keeps one answer per currency. Odoo prices
  // such a session in the website pricelist of the currency asked for.
  return read(odooPublic(DEFAULT_LOCALE, { currency }), request, () => Promise.resolve(currency));
}

/**
 * The currency a customer's session is priced in: their current pricelist's (a contract wins
 * over the chosen currency). A product's own `currency` cannot say: it is the template's, the
 * company's, whatever the pricelist.
 */
export async function sessionCurrency(odoo: OdooExecutor, asked: ShopCurrency): Promise<string> {
  const { partner } = await odoo.request(loadUserDocument, {});
  const name = partner?.currentPricelist?.currency?.name;
  return isCurrencyCode(name) ? name : asked;
}

async function read(
  odoo: OdooExecutor,
  { ids, variantsOf = [] }: PriceRequest,
  pricedIn: () => Promise<string>,
): Promise<PricesAnswer> {
  const [currency, templates, variants] = await Promise.all([
    pricedIn(),
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
  const answer: PricesAnswer = {
    currency,
    prices: templates ? templatePrices(templates) : [],
  };
  if (variants) answer.variants = variantPrices(variants);
  return answer;
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
