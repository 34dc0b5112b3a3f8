import type { ReorderOutcome, UnitPrice } from './types';

// The rules for one product sent to the cart again. Pure; lib/reorder/add-again.server.ts applies
// them to Odoo's answers.

/** Today's price of a variant for this customer, as Odoo offers it to them. */
export interface Offer {
  price: number;
}

/**
 * Why a variant is not sent to the cart at all: Odoo does not offer it to this customer any more
 * (no offer), or its price is on request (zero: the shop asks for a quotation, as its product
 * pages and cards do). Null: it goes to the cart.
 */
export function refusal(offer: Offer | undefined): 'notSold' | 'onRequest' | null {
  if (!offer) return 'notSold';
  return offer.price > 0 ? null : 'onRequest';
}

/**
 * One product's outcome: refused before sending, out of stock after Odoo's answer, or added;
 * added at a price other than the one paid (when one is known) is a price change.
 */
export function lineOutcome(
  line: { productId: number; paid: UnitPrice | null },
  offer: Offer | undefined,
  outOfStock: boolean,
  currency: string | null,
): ReorderOutcome {
  const { productId } = line;
  const refused = refusal(offer);
  if (refused || !offer) return { productId, status: refused ?? 'notSold' };
  if (outOfStock) return { productId, status: 'outOfStock' };
  const now = { amount: offer.price, currency };
  if (line.paid && !samePrice(line.paid, now)) {
    return { productId, status: 'priceChanged', was: line.paid, now };
  }
  return { productId, status: 'added' };
}

/** Equal to the cent, in the same currency (an unknown currency is taken to be the other's). */
function samePrice(a: UnitPrice, b: UnitPrice): boolean {
  const sameCurrency = !a.currency || !b.currency || a.currency === b.currency;
  return sameCurrency && Math.round(a.amount * 100) === Math.round(b.amount * 100);
}
