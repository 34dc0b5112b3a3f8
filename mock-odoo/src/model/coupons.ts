import { memo, toPricelistCurrency, type Context } from '../context';
import { one } from '../db';
import { forgetOrder, productUntaxed, REWARD_SEQUENCE } from './order';
import { round2 } from './product';
import { translate, translated } from '../translate';

// Promo codes (Odoo's coupon.program, percentage discounts) and the reward line they put on the
// order.

export interface CouponProgramRow {
  id: number;
  code: string;
  name: string;
  discount_percent: number;
  minimum_amount: number;
  active: boolean;
}

/** A coupon program with its name in the request's language (alias `cp`). */
const COUPON_PROGRAM_SELECT = `SELECT cp.id, cp.code, ${translated('coupon.program,name', 'cp')} AS name,
    cp.discount_percent, cp.minimum_amount, cp.active FROM coupon_program cp`;

export function loadCouponProgram(context: Context, id: number): Promise<CouponProgramRow | null> {
  return memo(context, `coupon-program:${id}`, () =>
    one<CouponProgramRow>(context.db, `${COUPON_PROGRAM_SELECT} WHERE cp.id = $1`, [id]),
  );
}

/** The reward line's text, Odoo's `Discount: <program>`, in the request's language. */
export const rewardLineName = (context: Context, programName: string) =>
  translate(context.terms, 'Discount: %s', programName);

const rewardAmount = (program: CouponProgramRow, amount: number) =>
  round2((amount * program.discount_percent) / 100);

/**
 * Keeps the reward line in step with the products: a percentage of their untaxed amount. A
 * program whose minimum is no longer met is taken off the order (Odoo's invalid reward removal).
 */
export async function recomputeReward(context: Context, orderId: number): Promise<void> {
  const order = await one<{ coupon_program_id: number | null }>(
    context.db,
    'SELECT coupon_program_id FROM sale_order WHERE id = $1',
    [orderId],
  );
  const program =
    order?.coupon_program_id != null
      ? await one<CouponProgramRow>(context.db, `${COUPON_PROGRAM_SELECT} WHERE cp.id = $1`, [
          order.coupon_program_id,
        ])
      : null;
  const amount = await productUntaxed(context, orderId);
  // The minimum is in the company currency (euros), converted like every amount of the program.
  const minimum = program ? toPricelistCurrency(context, program.minimum_amount) : 0;
  if (program && (!program.active || amount < minimum)) {
    await context.db.query('UPDATE sale_order SET coupon_program_id = NULL WHERE id = $1', [
      orderId,
    ]);
  }
  const valid = program !== null && program.active && amount >= minimum;
  await writeRewardLine(context, orderId, program, valid ? rewardAmount(program, amount) : 0);
  forgetOrder(context, orderId);
}

async function writeRewardLine(
  context: Context,
  orderId: number,
  program: CouponProgramRow | null,
  discount: number,
): Promise<void> {
  const existing = await one<{ id: number }>(
    context.db,
    'SELECT id FROM sale_order_line WHERE order_id = $1 AND is_reward ORDER BY id LIMIT 1',
    [orderId],
  );
  if (!program || discount <= 0) {
    await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_reward', [
      orderId,
    ]);
    return;
  }
  const name = rewardLineName(context, program.name);
  // Update in place so the reward line keeps its id while the cart changes.
  if (existing) {
    await context.db.query(
      'UPDATE sale_order_line SET name = $1, price_unit = $2, product_uom_qty = 1 WHERE id = $3',
      [name, -discount, existing.id],
    );
    return;
  }
  await context.db.query(
    `INSERT INTO sale_order_line (order_id, name, product_uom_qty, price_unit, is_reward, sequence)
     VALUES ($1, $2, 1, $3, true, $4)`,
    [orderId, name, -discount, REWARD_SEQUENCE],
  );
}

/** applyCoupon: Odoo's promo code checks; problems are returned as text, not raised. */
export async function applyPromoCode(
  context: Context,
  orderId: number,
  promo: string | null,
): Promise<string | null> {
  const code = promo ?? '';
  const program = await one<CouponProgramRow>(
    context.db,
    `${COUPON_PROGRAM_SELECT} WHERE cp.code = $1 AND cp.active`,
    [code],
  );
  // Odoo's sale_coupon writes these with _(): the shopper reads them in the shop's language.
  const { terms } = context;
  if (!program) return translate(terms, 'This coupon is invalid (%s).', code);
  const minimum = toPricelistCurrency(context, program.minimum_amount);
  if ((await productUntaxed(context, orderId)) < minimum) {
    return translate(
      terms,
      'A minimum of %s %s should be purchased to get the reward',
      minimum,
      context.pricelist.currencySymbol,
    );
  }
  const order = await one<{ coupon_program_id: number | null }>(
    context.db,
    'SELECT coupon_program_id FROM sale_order WHERE id = $1',
    [orderId],
  );
  if (order?.coupon_program_id === program.id) {
    return translate(terms, 'This promo code is already applied.');
  }
  if (order?.coupon_program_id != null) {
    return translate(terms, 'Promotionals codes are not cumulative.');
  }
  await context.db.query('UPDATE sale_order SET coupon_program_id = $1 WHERE id = $2', [
    program.id,
    orderId,
  ]);
  await recomputeReward(context, orderId);
  return null;
}
