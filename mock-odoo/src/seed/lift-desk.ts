import type { Db } from '../db';
import { one } from '../db';

/** The desk whose name carries both `&` and `"` (SKU-00151, variant 414). */
export const LIFT_DESK_SKU = 'SKU-00151';
const NICKNAME = '"Lift"';

/**
 * Gives the Arbor & Co standing desk its model nickname in every language: `Arbor & Co Electric
 * Standing Desk "Lift" AR-290`. Punch-out must carry a name with `&` and `"` through XML, HTML
 * attributes and OCI fields intact, and this desk already had the `&`. Patched after generation so
 * the random sequence, and so every other seeded record, stays as it was.
 */
export async function nameLiftDesk(db: Db): Promise<void> {
  const desk = await one<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM product_template WHERE default_code = $1',
    [LIFT_DESK_SKU],
  );
  const model = desk?.name.split(' ').at(-1) ?? '';
  if (!desk || !desk.name.includes('&') || !/^[A-Z]{2}-\d+$/.test(model)) {
    throw new Error(`${LIFT_DESK_SKU} is no longer the Arbor & Co desk: ${desk?.name}`);
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
