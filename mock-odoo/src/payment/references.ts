import { many, one, type Db } from '../db';

/**
 * Odoo 15's `payment.transaction._compute_reference` for an order's transaction: the order's name
 * the first time (`S00012`), then the name with the next number after the highest one in use
 * (`S00012-1`, `S00012-2`, ...).
 */
export async function nextReference(db: Db, orderName: string): Promise<string> {
  const taken = await one<{ id: number }>(
    db,
    'SELECT id FROM payment_transaction WHERE reference = $1',
    [orderName],
  );
  if (!taken) return orderName;
  const rows = await many<{ reference: string }>(
    db,
    "SELECT reference FROM payment_transaction WHERE reference LIKE $1 || '-%'",
    [orderName],
  );
  const numbers = rows
    .map(({ reference }) => reference.slice(orderName.length + 1))
    .filter((suffix) => /^\d+$/.test(suffix))
    .map(Number);
  return `${orderName}-${Math.max(0, ...numbers) + 1}`;
}
