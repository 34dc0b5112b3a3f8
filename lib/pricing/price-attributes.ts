// The contract between price elements anywhere on a page and the PersonalPrices island:
//   <span data-price-product-id="12" data-price-kind="price">€ 99,00</span>
//   <span data-price-product-id="12" data-price-kind="list">€ 110,00</span>
// A variant's price (the product page's chosen variant, an accessory, which Odoo lists as a
// variant) also names the variant; the template id says whose variants to ask for:
//   <span data-price-product-id="12" data-price-variant-id="207">€ 849,99</span>
// The element holds the formatted anonymous (public) price, so static pages stay complete; for a
// signed-in customer, or a shopper who chose another currency, the island replaces the text with
// their own price. `price` is what they pay
// (websitePrice), `list` the crossed-out list price; without data-price-kind it is `price`.

export const PRICE_PRODUCT_ATTRIBUTE = 'data-price-product-id';
export const PRICE_KIND_ATTRIBUTE = 'data-price-kind';
export const PRICE_VARIANT_ATTRIBUTE = 'data-price-variant-id';
/** Set by the island once it has swapped in the customer's price (styling hook, test hook). */
export const PRICE_PERSONAL_ATTRIBUTE = 'data-price-personal';

export type PriceKind = 'price' | 'list';

/** One shopper's price for a product template (or a variant), as GET /api/prices answers it. */
export interface PersonalPrice {
  id: number;
  price: number;
  listPrice: number;
}

/**
 * GET /api/prices: the shopper's prices and the currency they are in (ISO code). That is the
 * currency the shopper chose, or their contract pricelist's, which wins over the choice.
 */
export interface PricesAnswer {
  currency: string;
  prices: PersonalPrice[];
  /** Every variant's price of the templates asked for with `variantsOf` (ids are variant ids). */
  variants?: PersonalPrice[];
}

/** Largest number of ids one request may carry (a listing page plus related products). */
export const MAX_PRICE_IDS = 100;

/** Largest number of templates whose variants one request may ask for (a page and its accessories). */
export const MAX_VARIANT_TEMPLATE_IDS = 20;

/**
 * The attributes that hand a price element to the island: put them on the element whose only
 * child is the formatted amount (the island replaces that text).
 */
export function priceSwapAttributes(
  templateId: number,
  kind: PriceKind,
  variantId: number | null = null,
): Record<string, string> {
  const id: Record<string, string> = { [PRICE_PRODUCT_ATTRIBUTE]: String(templateId) };
  if (variantId !== null) id[PRICE_VARIANT_ATTRIBUTE] = String(variantId);
  // `price` is the default kind: leaving it out keeps a listing's HTML a little smaller.
  return kind === 'price' ? id : { ...id, [PRICE_KIND_ATTRIBUTE]: kind };
}

export function priceKindOf(element: Element): PriceKind {
  return element.getAttribute(PRICE_KIND_ATTRIBUTE) === 'list' ? 'list' : 'price';
}
