import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartClear, cartLoad } from '@/lib/cart/cart.server';
import {
  addToListAction,
  createListAction,
  deleteListAction,
  listToCartAction,
  quickOrderListLinesAction,
  removeLinesAction,
  renameListAction,
  requisitionListsAction,
  updateLineAction,
} from '@/lib/requisition-lists/list-actions';
import { getRequisitionList } from '@/lib/requisition-lists/requisition-lists.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// The requisition lists' server actions against a real mock-odoo: what the shop checks itself
// (zod), what Odoo's rules refuse in the shop's words, and a list to the cart with order again's
// answer per product.
vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();

const BUSINESS = { email: 'business@example.com', password: 'business123' };
const CONSUMER = { email: 'consumer@example.com', password: 'consumer123' };

async function twoVariants() {
  const [first, second] = await sellableVariants(odoo(), 2);
  if (!first || !second) throw new Error('fewer than two sellable variants');
  return [first.id, second.id] as const;
}

beforeEach(async () => {
  resetRateLimits();
  await signIn(BUSINESS.email, BUSINESS.password);
});

describe('requisition list actions', () => {
  it('make a list, fill it, change it and put the chosen lines in the cart', async () => {
    const [drill, saw] = await twoVariants();
    const { id, message } = actionData(await createListAction({ name: '  Werkplaats ' }));
    expect(message).toBe(en.RequisitionLists.created.replace('{name}', 'Werkplaats'));
    const added = actionData(
      await addToListAction({
        target: { listId: id },
        lines: [
          { productId: drill, quantity: 2, note: 'voor de bus' },
          { productId: saw, quantity: 1 },
        ],
      }),
    );
    expect(added).toEqual({ listId: id, message: '2 products added to “Werkplaats”.' });

    const list = await getRequisitionList(id);
    const [drillLine, sawLine] = list.lines;
    expect(list.lines.map((line) => [line.productId, line.quantity, line.note])).toEqual([
      [drill, 2, 'voor de bus'],
      [saw, 1, ''],
    ]);
    const saved = actionData(
      await updateLineAction({ listId: id, lineId: drillLine!.id, quantity: 5, note: 'blauw' }),
    );
    expect(saved.lines.map((line) => [line.quantity, line.note])).toEqual([
      [5, 'blauw'],
      [1, ''],
    ]);
    expect(actionData(await renameListAction({ listId: id, name: 'Bus' })).name).toBe('Bus');
    expect(actionData(await requisitionListsAction({})).map((one) => one.name)).toContain('Bus');

    await cartClear();
    const answer = actionData(
      await listToCartAction({ listId: id, lines: [{ lineId: drillLine!.id, quantity: 3 }] }),
    );
    expect(answer.lines).toEqual([{ productId: drill, status: 'added' }]);
    expect((await cartLoad()).lines.map((line) => [line.productId, line.quantity])).toEqual([
      [drill, 3],
    ]);

    const removed = actionData(await removeLinesAction({ listId: id, lineIds: [sawLine!.id] }));
    expect(removed.message).toBe('1 product removed from the list.');
    expect(actionData(await deleteListAction({ listId: id })).message).toBe(
      en.RequisitionLists.deleted,
    );
  });

  it('a new list made with its products in one step', async () => {
    const [drill] = await twoVariants();
    const { listId, message } = actionData(
      await addToListAction({
        target: { newListName: 'Voorraadkast' },
        lines: [{ productId: drill, quantity: 4 }],
      }),
    );
    expect(message).toBe('1 product added to “Voorraadkast”.');
    const list = await getRequisitionList(listId);
    expect([list.name, list.isMine, list.lines.map((line) => line.quantity)]).toEqual([
      'Voorraadkast',
      true,
      [4],
    ]);
  });

  it("takes a quick order's SKUs as products, adding up a product's lines and naming unknown SKUs", async () => {
    const variants = (await sellableVariants(odoo(), 20)).filter((variant) => variant.sku);
    const [first, second] = variants;
    if (!first?.sku || !second?.sku) throw new Error('fewer than two variants with a SKU');
    const answer = actionData(
      await quickOrderListLinesAction({
        lines: [
          { sku: first.sku, quantity: 2 },
          { sku: 'NO-SUCH-SKU-ANYWHERE', quantity: 1 },
          { sku: second.sku.toLowerCase(), quantity: 1 },
          { sku: first.sku, quantity: 3 },
        ],
      }),
    );
    expect(answer).toEqual({
      lines: [
        { productId: first.id, quantity: 5 },
        { productId: second.id, quantity: 1 },
      ],
      unknownSkus: ['NO-SUCH-SKU-ANYWHERE'],
    });
  });

  it("refuses wrong input, another customer's list and a line not on it, changing nothing", async () => {
    const [drill] = await twoVariants();
    const { id } = actionData(await createListAction({ name: 'Van Jan' }));
    expect(await createListAction({ name: '   ' })).toMatchObject({ ok: false });
    expect(await createListAction({ name: 'x'.repeat(81) })).toMatchObject({ ok: false });
    expect(
      await addToListAction({
        target: { listId: id },
        lines: [{ productId: drill, quantity: 0 }],
      }),
    ).toMatchObject({ ok: false });
    expect(
      await listToCartAction({ listId: id, lines: [{ lineId: 987654, quantity: 1 }] }),
    ).toEqual({ ok: false, error: en.OrderAgain.notOnList });

    // Another customer (no colleague of Jan's) finds no such list, in the shop's words.
    await signIn(CONSUMER.email, CONSUMER.password);
    expect(await renameListAction({ listId: id, name: 'Van mij' })).toEqual({
      ok: false,
      error: en.OdooMessages.listNotFound,
    });
    expect(await deleteListAction({ listId: id })).toEqual({
      ok: false,
      error: en.OdooMessages.listNotFound,
    });
    await signIn(BUSINESS.email, BUSINESS.password);
    expect((await getRequisitionList(id)).name).toBe('Van Jan');
  });
});
