import type { Context } from '../context';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { orderField } from '../graphql-vuestorefront/order';
import { forgetOrder } from '../model/order';
import { ref } from '../model/refs';
import { findSessionCart } from '../model/session-cart';

// vsf_sale_order_reference: the business buyer's own reference (clientOrderRef) and a comment on
// the cart at checkout (updateOrder), and the comment of an order.

interface UpdateOrderArgs {
  data: { clientOrderRef?: string | null; comment?: string | null };
}

async function updateOrder(_root: unknown, args: UpdateOrderArgs, context: Context) {
  const cartId = await findSessionCart(context);
  if (cartId === null) throw new OdooError(ODOO_ERRORS.cartNotFound);
  // Only the keys that were sent are written; an explicit null clears the field.
  const data = args.data;
  if (data.clientOrderRef !== undefined) {
    await context.db.query('UPDATE sale_order SET client_order_ref = $1 WHERE id = $2', [
      data.clientOrderRef,
      cartId,
    ]);
  }
  if (data.comment !== undefined) {
    await context.db.query('UPDATE sale_order SET note = $1 WHERE id = $2', [data.comment, cartId]);
  }
  forgetOrder(context, cartId);
  return ref(cartId);
}

export const saleOrderReferenceResolvers: Resolvers = {
  Mutation: { updateOrder },
  Order: {
    comment: orderField((order) => order.note),
  },
};
