'use server';

import { addAgain, againTexts } from '@/lib/reorder/add-again.server';
import { shopperAction } from '@/lib/shopper/shopper-action.server';
import { addPurchasedSchema } from './purchases-schemas';

/** The selected purchased products to the cart, with order again's answer for each. */
export const addPurchasedAction = shopperAction({
  ...againTexts,
  name: 'addPurchased',
  access: 'signed-in',
  messages: 'OrderAgain',
  startsCart: true,
  input: addPurchasedSchema,
  run: ({ lines }) => addAgain(lines.map((line) => ({ ...line, paid: null }))),
});
