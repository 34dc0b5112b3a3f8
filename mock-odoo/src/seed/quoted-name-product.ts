import type { Db } from '../db';
import { one } from '../db';

/** The product whose name carries both `&` and `"` (SKU-00193, one variant, a positive price). */
export const QUOTED_NAME_SKU = 'SKU-00193';
const NICKNAME = '"Vault"';

/**
 * Gives the Arbor & Co lockable drawer unit its model nickname in every language: `Arbor & Co
 * … "Vault" AR-540`. Punch-out must carry a name with `&` and `"` through XML, HTML attributes and
 * OCI fields intact, and this product already had the `&`. Patched after generation so the random
 * sequence, and so every other seeded record, stays as it was.
 */
export async function nameQuotedProduct(db: Db): Promise<void> {
  const desk = await one<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM product_template WHERE default_code = $1',
    [QUOTED_NAME_SKU],
  );
  const model = desk?.name.split(' ').at(-1) ?? '';
  if (!desk || !desk.name.includes('&') || !/^[A-Z]{2}-\d+$/.test(model)) {
    throw new Error(`${QUOTED_NAME_SKU} is no longer the Arbor & Co drawer unit: ${desk?.name}`);
  }
  const [from, to] = [` ${model}`, ` ${NICKNAME} ${model}`];
  await db.query(
    `UPDATE product_template
        SET name = replace(name, $2, $3), website_meta_title = replace(website_meta_title, $2, $3)
      WHERE id = $1`,
    [desk.id, from, to],
  );
  await db.query(
    `UPDATE ir_translation SET src = replace(src, $2, $3), value = replace(value, $2, $3)
      WHERE type = 'model' AND res_id = $1
        AND name IN ('product.template,name', 'product.template,website_meta_title')`,
    [desk.id, from, to],
  );
}
