import { toPricelistCurrency, type Context } from '../context';
import { one } from '../db';
import {
  forgetOrder,
  orderPartnerLang,
  productUntaxed,
  REWARD_SEQUENCE,
  TAX_NAME,
  termsIn,
} from './order';
import { companyCurrency, round2 } from './product';
import type { CouponProgram } from '../tables';
import { pythonFloat, translate, translated } from '../translate';

// Promo codes (Odoo's coupon.program, percentage discounts) and the reward line they put on the
// order.

/** A coupon program with its name in the request's language (alias `cp`). */
const COUPON_PROGRAM_SELECT = `SELECT cp.id, cp.code, ${translated('coupon.program,name', 'cp')} AS name,
    cp.discount_percent, cp.minimum_amount, cp.active FROM coupon_program cp`;

/**
 * The reward line's text as sale_coupon writes a percentage off the order, one line per tax: the
 * program and the tax, in the language of the order's customer.
 */
async function rewardLineName(context: Context, orderId: number, programId: number) {
  const lang = await orderPartnerLang(context, orderId);
  const program = await one<{ name: string }>(
    context.db,
    `SELECT ${translated('coupon.program,name', 'cp', '$2')} AS name
       FROM coupon_program cp WHERE cp.id = $1`,
    [programId, lang],
  );
  return translate(
    await termsIn(context, lang),
    'Discount: %(program)s - On product with following taxes: %(taxes)s',
    program?.name ?? '',
    TAX_NAME,
  );
}

const rewardAmount = (program: CouponProgram, amount: number) =>
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
      ? await one<CouponProgram>(context.db, `${COUPON_PROGRAM_SELECT} WHERE cp.id = $1`, [
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
  program: CouponProgram | null,
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
  const name = await rewardLineName(context, orderId, program.id);
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

const NO_REQUIRED_PRODUCTS =
  "You don't have the required product quantities on your sales order. If the reward is same " +
  'product quantity, please make sure that all the products are recorded on the sales order ' +
  "(Example: You need to have 3 T-shirts on your sales order if the promotion is 'Buy 2, Get 1 " +
  "Free'.";

/** applyCoupon: Odoo's promo code checks; problems are returned as text, not raised. */
export async function applyPromoCode(
  context: Context,
  orderId: number,
  promo: string | null,
): Promise<string | null> {
  const code = promo ?? '';
  const program = await one<CouponProgram>(
    context.db,
    `${COUPON_PROGRAM_SELECT} WHERE cp.code = $1 AND cp.active`,
    [code],
  );
  // Odoo's sale_coupon writes these with _(): the shopper reads them in the shop's language.
  const { terms } = context;
  if (!program) return translate(terms, 'This coupon is invalid (%s).', code);
  // The minimum counts in the order's currency; the text names it as the program has it.
  const minimum = toPricelistCurrency(context, program.minimum_amount);
  if ((await productUntaxed(context, orderId)) < minimum) {
    return translate(
      terms,
      'A minimum of %(amount)s %(currency)s should be purchased to get the reward',
      pythonFloat(program.minimum_amount),
      (await companyCurrency(context))?.name ?? '',
    );
  }
  const order = await one<{ coupon_program_id: number | null }>(
    context.db,
    'SELECT coupon_program_id FROM sale_order WHERE id = $1',
    [orderId],
  );
  if (order?.coupon_program_id === program.id) {
    return translate(terms, 'The promo code is already applied on this order');
  }
  if (order?.coupon_program_id != null) {
    return translate(terms, 'Promotionals codes are not cumulative.');
  }
  // A program asks for at least one product for sale (coupon.rule's defaults).
  const products = await one<{ qty: number }>(
    context.db,
    `SELECT coalesce(sum(product_uom_qty), 0)::float8 AS qty FROM sale_order_line
      WHERE order_id = $1 AND NOT is_delivery AND NOT is_reward`,
    [orderId],
  );
  if ((products?.qty ?? 0) < 1) return translate(terms, NO_REQUIRED_PRODUCTS);
  await context.db.query('UPDATE sale_order SET coupon_program_id = $1 WHERE id = $2', [
    program.id,
    orderId,
  ]);
  await recomputeReward(context, orderId);
  return null;
}
