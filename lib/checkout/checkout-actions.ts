'use server';

import { selectAddress } from '@/lib/addresses/addresses.server';
import { updateOrderComment, updateOrderRef } from '@/lib/account/account-documents.server';
import { cartLoad } from '@/lib/cart/cart.server';
import { setShippingMethod, shippingGetDeliveryMethods } from '@/lib/shipping/shipping.server';
import { shopperAction, ShopperRefusal } from '@/lib/shopper/shopper-action.server';
import { checkoutAddresses } from './checkout-addresses.server';
import { referenceRequired } from './reference-rule.server';
import {
  addressChoiceSchema,
  deliveryMethodChoiceSchema,
  orderNoteSchema,
} from './checkout-schemas';

// The checkout steps' choices. Each is for a verified signed-in shopper, checks that what it
// names is the shopper's own (an address of their book, a delivery method Odoo offers for this
// cart) before Odoo is asked to put it on the cart, and answers nothing but success: the page
// reloads the cart, whose amounts only Odoo computes.

const checkout = { access: 'signed-in', messages: 'CheckoutActions' } as const;

/** Ships the cart to one of the shopper's addresses (spec: selectAddress). */
export const selectShippingAddressAction = shopperAction({
  ...checkout,
  name: 'selectShippingAddress',
  input: addressChoiceSchema,
  run: async ({ id }, { translate }) => {
    const { shipping } = await checkoutAddresses(await cartLoad());
    if (!shipping.some((address) => address.id === id)) {
      throw new ShopperRefusal(translate('addressNotFound'));
    }
    await selectAddress('Shipping', id);
    return null;
  },
});

/**
 * Bills the cart to one of the shopper's billing addresses, or to the address it ships to
 * ('same as shipping').
 */
export const selectBillingAddressAction = shopperAction({
  ...checkout,
  name: 'selectBillingAddress',
  input: addressChoiceSchema,
  run: async ({ id }, { translate }) => {
    const cart = await cartLoad();
    const { billing } = await checkoutAddresses(cart);
    const own = cart.shippingAddress?.id === id || billing.some((address) => address.id === id);
    if (!own) throw new ShopperRefusal(translate('addressNotFound'));
    await selectAddress('Billing', id);
    return null;
  },
});

/** Odoo adds the delivery line and recomputes the totals at once (spec: setShippingMethod). */
export const setDeliveryMethodAction = shopperAction({
  ...checkout,
  name: 'setShippingMethod',
  input: deliveryMethodChoiceSchema,
  run: async ({ id }, { translate }) => {
    const offered = await shippingGetDeliveryMethods();
    if (!offered.some((method) => method.id === id)) {
      throw new ShopperRefusal(translate('deliveryMethodNotOffered'));
    }
    const cart = await setShippingMethod(id);
    if (cart.shippingMethod?.id !== id) throw new ShopperRefusal(translate('deliveryMethodFailed'));
    return null;
  },
});

/** The business buyer's reference and note (spec: updateOrderRef, updateOrderComment). */
export const saveOrderNoteAction = shopperAction({
  ...checkout,
  name: 'saveOrderNote',
  input: orderNoteSchema,
  run: async ({ clientOrderRef, comment }, { shopper, translate }) => {
    // Odoo would only refuse when the order is placed; the form says so at once.
    if (!clientOrderRef && (await referenceRequired(shopper))) {
      throw new ShopperRefusal(translate('referenceRequired'));
    }
    const reference = await updateOrderRef(clientOrderRef);
    const note = await updateOrderComment(comment);
    if (!reference.available || !note.available) {
      throw new ShopperRefusal(translate('orderNoteUnavailable'));
    }
    return { message: translate('orderNoteSaved') };
  },
});
