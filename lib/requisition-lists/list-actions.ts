'use server';

import { quickOrderSchema, skuKey } from '@/lib/cart/cart-schemas';
import { findVariantIdsBySku } from '@/lib/cart/find-variants-by-sku.server';
import { MAX_CART_QUANTITY } from '@/lib/cart/quantity';
import { quickOrderRateRules } from '@/lib/cart/quick-order-limit.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { addAgain, againTexts } from '@/lib/reorder/add-again.server';
import { ShopperRefusal, shopperAction } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import {
  addToListSchema,
  createListSchema,
  listIdSchema,
  noInputSchema,
  listToCartSchema,
  removeLinesSchema,
  renameListSchema,
  updateLineSchema,
} from './list-schemas';
import {
  addRequisitionListLines,
  createRequisitionList,
  deleteRequisitionList,
  getRequisitionList,
  getRequisitionLists,
  removeRequisitionListLines,
  renameRequisitionList,
  updateRequisitionListLine,
} from './requisition-lists.server';

// The requisition lists' changes. Any signed-in customer may call them: Odoo's record rules
// decide whose list it is and who may rename or delete it, and refuse in their own words, which
// shopperAction answers in the shop's.

type ListTranslate = Translate<'RequisitionLists'>;

const lists = { access: 'signed-in', messages: 'RequisitionLists' } as const;

/** A backend without vsf_requisition_list is sent nothing: the shop offers none of this there. */
async function offered<T>(translate: ListTranslate, change: () => Promise<T>): Promise<T> {
  const result = await whenAvailable('requisitionLists', change);
  if (!result.available) throw new ShopperRefusal(translate('unavailable'));
  return result.data;
}

/** The company's lists, for "Add to list" to choose from. */
export const requisitionListsAction = shopperAction({
  ...lists,
  name: 'requisitionLists',
  input: noInputSchema,
  run: (_input, { translate }) => offered(translate, getRequisitionLists),
});

export const createListAction = shopperAction({
  ...lists,
  name: 'createRequisitionList',
  input: createListSchema,
  run: async ({ name }, { translate }) => {
    const list = await offered(translate, () => createRequisitionList(name));
    return { id: list.id, message: translate('created', { name: list.name }) };
  },
});

export const renameListAction = shopperAction({
  ...lists,
  name: 'renameRequisitionList',
  input: renameListSchema,
  run: async ({ listId, name }, { translate }) => {
    const list = await offered(translate, () => renameRequisitionList(listId, name));
    return { name: list.name, message: translate('renamed', { name: list.name }) };
  },
});

export const deleteListAction = shopperAction({
  ...lists,
  name: 'deleteRequisitionList',
  input: listIdSchema,
  run: async ({ listId }, { translate }) => {
    await offered(translate, () => deleteRequisitionList(listId));
    return { message: translate('deleted') };
  },
});

/**
 * A quick order's SKUs as the products "Add to list" takes: each known one once, with the
 * quantities of its lines added up; the unknown ones come back to be named.
 */
export const quickOrderListLinesAction = shopperAction({
  ...lists,
  name: 'quickOrderListLines',
  input: quickOrderSchema,
  rateLimits: quickOrderRateRules,
  run: async ({ lines }) => {
    const variants = await findVariantIdsBySku(lines.map((line) => line.sku));
    const quantities = new Map<number, number>();
    const unknownSkus: string[] = [];
    for (const line of lines) {
      const variant = variants.get(skuKey(line.sku));
      if (variant === undefined) unknownSkus.push(line.sku);
      else quantities.set(variant.id, (quantities.get(variant.id) ?? 0) + line.quantity);
    }
    return {
      lines: [...quantities].map(([productId, quantity]) => ({
        productId,
        quantity: Math.min(quantity, MAX_CART_QUANTITY),
      })),
      unknownSkus,
    };
  },
});

/** Products to a list of the company's, or to a new list made with them. */
export const addToListAction = shopperAction({
  ...lists,
  name: 'addRequisitionListLines',
  input: addToListSchema,
  run: async ({ target, lines }, { translate }) => {
    const list = await offered(translate, () =>
      'listId' in target
        ? addRequisitionListLines(target.listId, lines)
        : createRequisitionList(target.newListName, lines),
    );
    return {
      listId: list.id,
      message: translate('addedToList', { count: lines.length, name: list.name }),
    };
  },
});

export const updateLineAction = shopperAction({
  ...lists,
  name: 'updateRequisitionListLine',
  input: updateLineSchema,
  run: async (input, { translate }) => {
    const list = await offered(translate, () => updateRequisitionListLine(input));
    return { lines: list.lines, message: translate('lineSaved') };
  },
});

export const removeLinesAction = shopperAction({
  ...lists,
  name: 'removeRequisitionListLines',
  input: removeLinesSchema,
  run: async ({ listId, lineIds }, { translate }) => {
    const list = await offered(translate, () => removeRequisitionListLines(listId, lineIds));
    return { lines: list.lines, message: translate('linesRemoved', { count: lineIds.length }) };
  },
});

/**
 * Chosen lines of a list to the cart in the quantities chosen for this order, with order again's
 * answer for each product. The list is read again from Odoo: a line that is not on it refuses
 * the whole request.
 */
export const listToCartAction = shopperAction({
  ...lists,
  ...againTexts,
  messages: 'OrderAgain',
  name: 'requisitionListToCart',
  startsCart: true,
  input: listToCartSchema,
  run: async ({ listId, lines }, { translate }) => {
    const list = await whenAvailable('requisitionLists', () => getRequisitionList(listId));
    // Without lists on this backend, no line is on one.
    if (!list.available) throw new ShopperRefusal(translate('notOnList'));
    const onList = new Map(list.data.lines.map((line) => [line.id, line]));
    const requests = lines.flatMap(({ lineId, quantity }) => {
      const line = onList.get(lineId);
      return line
        ? [{ productId: line.productId, templateId: line.templateId, quantity, paid: null }]
        : [];
    });
    if (requests.length < lines.length) throw new ShopperRefusal(translate('notOnList'));
    return addAgain(requests);
  },
});
