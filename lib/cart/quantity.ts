// Quantities a shopper may ask for: shared by the fields in the browser and the actions' schemas.

/** The spec's cart stock ceiling. */
export const MAX_CART_QUANTITY = 99999;

/** A whole number from 1 to the ceiling; anything else (0, empty, 2.5, 100000) is null. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_CART_QUANTITY ? quantity : null;
}
