import 'server-only';
import {
  getProductTemplatesListDocument,
  type GetProductTemplatesListResult,
} from '@/graphql/generated/operations';
import { listingVariables, mapListing } from '@/lib/catalog/map-listing';
import { isCurrencyCode } from '@/lib/format/money';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { odooPublic } from '@/lib/odoo/odoo-public';
import { odooSession } from '@/lib/odoo/odoo-session';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { DEFAULT_CURRENCY, type ShopCurrency } from '@/lib/shop/settings';
import type { PricesAnswer } from './price-attributes';

/**
 * The calling shopper's prices for product templates, from Odoo:
 * - signed in: with their own session, so Odoo applies their pricelist (a contract pricelist
 *   wins over the chosen currency; the answer then says EUR);
 * - anonymous with another configured currency chosen (`currency`, the validated cookie, which a
 *   Dutch-only shop always resolves to EUR): a session-less read
 *   of the website pricelist in that currency, the same for every such shopper;
 * - anonymous in EUR: nothing, and no request to Odoo; the public prices are on the page.
 */
export async function getPersonalPrices(
  ids: readonly number[],
  currency: ShopCurrency,
): Promise<PricesAnswer> {
  if (ids.length === 0) return { currency, prices: [] };
  const variables = listingVariables({ ids: [...ids], pageSize: ids.length });
  // Only a verified cookie counts: a forged or copied one gets the public answer.
  if (await signedInShopper()) {
    return answer(
      await odooSession().request(getProductTemplatesListDocument, variables),
      currency,
    );
  }
  if (currency === DEFAULT_CURRENCY) return { currency, prices: [] };
  // Prices do not depend on the language; the default keeps one answer per currency.
  const data = await odooPublic(DEFAULT_LOCALE, { currency }).request(
    getProductTemplatesListDocument,
    variables,
  );
  return answer(data, currency);
}

/** Odoo says which currency it priced in; the choice is only what was asked for. */
function answer(data: GetProductTemplatesListResult, asked: string): PricesAnswer {
  const currency = data.products?.products?.find((product) => product?.currency?.name)?.currency
    ?.name;
  return {
    currency: isCurrencyCode(currency) ? currency : asked,
    prices: mapListing(data.products).products.map((product) => ({
      id: product.id,
      price: product.price.special,
      listPrice: product.price.regular,
    })),
  };
}
