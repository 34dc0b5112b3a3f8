import type { Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { addToCart, clearCart, removeLine, setLineQuantity } from '../model/cart-lines';
import { setDelivery } from '../model/delivery';
import { forgetOrder } from '../model/order';
import {
  createPartner,
  forgetPartner,
  partnerHasUser,
  subscribeNewsletter,
} from '../model/partner';
import { ref } from '../model/refs';
import { getOrCreateCart } from '../model/session-cart';
import type { CartPartners } from './address';

// graphql_vuestorefront's schemas/shop.py: the cart and its mutations (with the fixes of our
// vsf_base, odoo/vsf_base/cart.py: model/cart-lines.ts), setShippingMethod and
// createUpdatePartner. The Order the cart is: order.ts.

const cartData = (orderId: number) => ({ order: ref(orderId) });

interface QuantityInput {
  id: number;
  quantity: number;
}

/** Runs a cart change on the session cart (created if needed) and answers with CartData. */
function cartMutation<A>(change: (context: Context, orderId: number, args: A) => Promise<unknown>) {
  return async (_parent: unknown, args: A, context: Context) => {
    const orderId = await getOrCreateCart(context);
    await change(context, orderId, args);
    return cartData(orderId);
  };
}

const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);

async function createUpdatePartner(
  _root: unknown,
  args: { name: string; email: string; subscribeNewsletter: boolean },
  context: Context,
) {
  const cartId = await getOrCreateCart(context);
  const cart = await one<CartPartners>(
    context.db,
    'SELECT id, partner_id, partner_invoice_id, partner_shipping_id FROM sale_order WHERE id = $1',
    [cartId],
  );
  if (!cart) throw new OdooError(ODOO_ERRORS.cartNotFound);
  let partnerId = cart.partner_id;
  // A guest gets a customer of their own; a guest cart never edits a user's partner.
  const isGuestCart =
    partnerId === context.website.public_partner_id ||
    (!context.user && (await partnerHasUser(context.db, partnerId)));
  if (isGuestCart) {
    partnerId = await createPartner(context.db, { name: args.name, email: args.email });
    await context.db.query(
      `UPDATE sale_order SET partner_id = $1, partner_invoice_id = $1, partner_shipping_id = $1
        WHERE id = $2`,
      [partnerId, cart.id],
    );
    forgetOrder(context, cart.id);
  } else {
    await context.db.query('UPDATE res_partner SET name = $1, email = $2 WHERE id = $3', [
      args.name,
      args.email,
      partnerId,
    ]);
    forgetPartner(context, partnerId);
  }
  if (args.subscribeNewsletter) await subscribeNewsletter(context.db, args.email);
  return ref(partnerId);
}

export const shopResolvers: Resolvers = {
  Query: {
    cart: async (_parent: unknown, _args: unknown, context: Context) =>
      cartData(await getOrCreateCart(context)),
  },
  Mutation: {
    cartAddItem: cartMutation((context, orderId, args: { productId: number; quantity: number }) =>
      addToCart(context, orderId, args.productId, args.quantity),
    ),
    cartUpdateItem: cartMutation((context, orderId, args: { lineId: number; quantity: number }) =>
      setLineQuantity(context, orderId, args.lineId, args.quantity),
    ),
    cartRemoveItem: cartMutation((context, orderId, args: { lineId: number }) =>
      removeLine(context, orderId, args.lineId),
    ),
    cartClear: async (_parent: unknown, _args: unknown, context: Context) => {
      const orderId = await getOrCreateCart(context);
      await clearCart(context, orderId);
      return ref(orderId);
    },
    // One bad entry raises, and the server's rollback undoes the entries before it.
    cartAddMultipleItems: cartMutation(
      async (context, orderId, args: { products: (QuantityInput | null)[] }) => {
        for (const product of present(args.products)) {
          await addToCart(context, orderId, product.id, product.quantity);
        }
      },
    ),
    cartUpdateMultipleItems: cartMutation(
      async (context, orderId, args: { lines: (QuantityInput | null)[] }) => {
        for (const line of present(args.lines)) {
          await setLineQuantity(context, orderId, line.id, line.quantity);
        }
      },
    ),
    cartRemoveMultipleItems: cartMutation(
      async (context, orderId, args: { lineIds: (number | null)[] }) => {
        for (const lineId of present(args.lineIds)) await removeLine(context, orderId, lineId);
      },
    ),
    setShippingMethod: cartMutation((context, orderId, args: { shippingMethodId: number }) =>
      setDelivery(context, orderId, args.shippingMethodId),
    ),
    createUpdatePartner,
  },
};
