'use server';

import { getOrder } from '@/lib/account/account-documents.server';
import { isPortalOrder } from '@/lib/account/order-status';
import type { QuotationDetail } from '@/lib/account/types';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { ShopperRefusal, shopperAction } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import { addAgain, againTexts } from './add-again.server';
import { orderedProducts } from './reorder-lines';
import { orderAgainSchema, orderIdSchema } from './reorder-schemas';

// Order again: one of the customer's orders, read again from Odoo, to the cart. The order's id
// comes from the browser, so Odoo decides whose it is.

const reorder = { access: 'signed-in', messages: 'OrderAgain' } as const;

/** The products of one of the customer's orders, for the dialog opened from the order list. */
export const orderAgainLinesAction = shopperAction({
  ...reorder,
  name: 'orderAgainLines',
  input: orderIdSchema,
  run: async ({ orderId }, { translate }) =>
    orderedProducts((await ownOrder(orderId, translate)).lines),
});

/**
 * The chosen products of the order in the chosen quantities: each one the order holds, or
 * nothing is added. What was paid on the order tells a price change.
 */
export const orderAgainAction = shopperAction({
  ...reorder,
  ...againTexts,
  name: 'orderAgain',
  startsCart: true,
  input: orderAgainSchema,
  run: async ({ orderId, lines }, { translate }) => {
    const order = await ownOrder(orderId, translate);
    const ordered = new Map(orderedProducts(order.lines).map((line) => [line.productId, line]));
    const requests = lines.flatMap(({ productId, quantity }) => {
      const line = ordered.get(productId);
      if (!line) return [];
      const paid = { amount: line.unitPrice, currency: order.currency };
      return [{ productId, quantity, templateId: line.templateId, paid }];
    });
    if (requests.length < lines.length) throw new ShopperRefusal(translate('notOnOrder'));
    return addAgain(requests);
  },
});

/**
 * One of the customer's orders (confirmed, or placed and waiting for its payment). Odoo refuses
 * anyone else's ('Sale Order does not exist.'); that, an id without an order and the customer's
 * own cart or quotations all read as the same refusal.
 */
async function ownOrder(
  orderId: number,
  translate: Translate<'OrderAgain'>,
): Promise<QuotationDetail> {
  try {
    const order = await getOrder(orderId);
    if (isPortalOrder(order)) return order;
  } catch (error) {
    if (!isOdooError(error) || error.kind !== 'graphql') throw error;
  }
  throw new ShopperRefusal(translate('orderNotFound'));
}
