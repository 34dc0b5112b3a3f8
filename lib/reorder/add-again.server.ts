import 'server-only';
import { getProductVariantPricesDocument } from '@/graphql/generated/operations';
import { MAX_ORDER_LINES } from '@/lib/cart/cart-schemas';
import { cartAddInStock, cartLoad } from '@/lib/cart/cart.server';
import { setCartSizeCookie } from '@/lib/cart/cart-size-cookie.server';
import { MAX_CART_QUANTITY } from '@/lib/cart/quantity';
import { priceFromCombination } from '@/lib/catalog/map-price.server';
import { compact } from '@/lib/odoo/map-values.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import type { Translate } from '@/lib/shopper/translate.server';
import { lineOutcome, refusal, type Offer } from './line-outcome';
import type { ReorderAnswer, UnitPrice } from './types';

// Products bought before, to the cart again (order again, purchased products): Odoo says what it
// sells this customer today and at what price, the products it sells go to the cart in one
// cartAddMultipleItems call, and each product gets its outcome.

/** One product to add again: the variant, its template, how many, and what was paid if known. */
export interface AgainRequest {
  productId: number;
  templateId: number | null;
  quantity: number;
  paid: UnitPrice | null;
}

export async function addAgain(requests: readonly AgainRequest[]): Promise<ReorderAnswer> {
  const offers = await todaysOffers(requests.flatMap((request) => request.templateId ?? []));
  const sent = requests.filter((request) => refusal(offers.get(request.productId)) === null);
  // Nothing Odoo sells any more: the cart stays as it is, and nothing is sent.
  const { cart, outOfStock } =
    sent.length > 0
      ? await cartAddInStock(sent.map(({ productId, quantity }) => ({ productId, quantity })))
      : { cart: await cartLoad(), outOfStock: [] };
  await setCartSizeCookie(cart);
  return {
    cart,
    lines: requests.map((request) =>
      lineOutcome(
        request,
        offers.get(request.productId),
        outOfStock.includes(request.productId),
        cart.currency,
      ),
    ),
  };
}

/**
 * Today's price of every variant Odoo offers this customer, per variant id, asked with their own
 * session: Odoo lists only published templates for sale (for a catalog-only customer only their
 * catalog's) with their active variants, priced with the customer's pricelist. A variant missing
 * here is one Odoo would refuse to put in the cart.
 */
async function todaysOffers(templateIds: readonly number[]): Promise<Map<number, Offer>> {
  const ids = [...new Set(templateIds)];
  const offers = new Map<number, Offer>();
  if (ids.length === 0) return offers;
  const data = await odooSession().request(getProductVariantPricesDocument, {
    ids,
    pageSize: ids.length,
  });
  for (const template of compact(data.products?.products)) {
    for (const variant of compact(template.productVariants)) {
      offers.set(variant.id, {
        price: priceFromCombination(variant.combinationInfoVariant).special,
      });
    }
  }
  return offers;
}

/** What both actions that add again answer for refused input and for a cart that did not answer. */
export const againTexts = {
  describeInvalidInput(
    issue: { code: string; path: PropertyKey[]; origin?: string },
    translate: Translate<'OrderAgain'>,
  ): string | undefined {
    if (issue.code === 'too_big' && issue.origin === 'array') {
      return translate('tooManyLines', { max: MAX_ORDER_LINES });
    }
    if (issue.path.includes('quantity')) {
      return translate('invalidQuantity', { max: MAX_CART_QUANTITY });
    }
    return undefined;
  },
  describeUnanswered: (translate: Translate<'OrderAgain'>) => translate('mayNotBeSaved'),
};
