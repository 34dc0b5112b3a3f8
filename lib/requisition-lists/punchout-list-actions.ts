'use server';

import { formatMoney } from '@/lib/format/money';
import { requestLocale } from '@/lib/i18n/request-locale.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { addAgain, againTexts } from '@/lib/reorder/add-again.server';
import { productName } from '@/lib/reorder/product-name';
import type { ReorderOutcome } from '@/lib/reorder/types';
import { NO_INPUT, ShopperRefusal, shopperAction } from '@/lib/shopper/shopper-action.server';
import { listIdSchema } from './list-schemas';
import { getRequisitionList, getRequisitionLists } from './requisition-lists.server';

// A punch-out buyer's way to their company's lists: they shop for the procurement system, so
// they only load a list into the punch-out cart (to transfer it back), never change one. Odoo's
// record rules decide whose lists are read, as for any of the company's people.

const punchout = { access: 'punchout', messages: 'OrderAgain' } as const;

/** The company's lists that hold products. */
export const punchoutListsAction = shopperAction({
  ...punchout,
  name: 'punchoutRequisitionLists',
  input: NO_INPUT,
  run: async () => {
    const lists = await whenAvailable('requisitionLists', getRequisitionLists);
    if (!lists.available) return [];
    return lists.data
      .filter((list) => list.lineCount > 0)
      .map(({ id, name, lineCount }) => ({ id, name, lineCount }));
  },
});

/**
 * A whole list into the punch-out cart, with order again's answer per product, in words: the
 * punch-out banner has no labels of its own for them.
 */
export const punchoutListToCartAction = shopperAction({
  ...punchout,
  ...againTexts,
  name: 'punchoutListToCart',
  input: listIdSchema,
  run: async ({ listId }, { translate }) => {
    const list = await whenAvailable('requisitionLists', () => getRequisitionList(listId));
    if (!list.available) throw new ShopperRefusal(translate('notOnList'));
    const answer = await addAgain(
      list.data.lines.map(({ productId, templateId, quantity }) => ({
        productId,
        templateId,
        quantity,
        paid: null,
      })),
    );
    const locale = await requestLocale();
    const names = new Map(list.data.lines.map((line) => [line.productId, productName(line)]));
    const added = (outcome: ReorderOutcome) =>
      outcome.status === 'added' || outcome.status === 'priceChanged';
    const text = (outcome: ReorderOutcome) =>
      outcome.status === 'priceChanged'
        ? translate('priceChanged', {
            was: formatMoney(outcome.was.amount, locale, outcome.was.currency),
            now: formatMoney(outcome.now.amount, locale, outcome.now.currency),
          })
        : translate(outcome.status);
    return {
      ...answer,
      summary: translate('summary', {
        added: answer.lines.filter(added).length,
        total: answer.lines.length,
      }),
      outcomes: answer.lines.map((outcome) => ({
        productId: outcome.productId,
        added: added(outcome),
        text: `${names.get(outcome.productId) ?? ''}: ${text(outcome)}`,
      })),
    };
  },
});
