import type { Db } from '../db';
import { one } from '../db';
import type { BaseIds } from './base';

/**
 * A contract price for one variant: the business pricelist sells the Kestrel KX-420 with 32 GB
 * in black at a fixed price, below the pricelist's 10 % on its list price (€849.99). Product
 * pages, listings and the cart must all show it for that variant only; its siblings keep the
 * 10 %. Added after generation so the random sequence, and every other record, stays as it was.
 */
export const CONTRACT_VARIANT_SKU = 'SKU-00050-BLK-32GB';
export const CONTRACT_VARIANT_PRICE = 799;

export async function seedContractPrices(db: Db, base: BaseIds): Promise<void> {
  const variant = await one<{ id: number }>(
    db,
    'SELECT id FROM product_product WHERE default_code = $1',
    [CONTRACT_VARIANT_SKU],
  );
  if (!variant) throw new Error(`${CONTRACT_VARIANT_SKU} is missing from the catalogue`);
  await db.query(
    `INSERT INTO product_pricelist_item (pricelist_id, applied_on, product_id, compute_price, fixed_price)
     VALUES ($1, '0_product_variant', $2, 'fixed', $3)`,
    [base.businessPricelist, variant.id, CONTRACT_VARIANT_PRICE],
  );
}
