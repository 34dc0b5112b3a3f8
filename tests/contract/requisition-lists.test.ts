// Contract: requisition lists (vsf_requisition_list, docs/odoo-extensions.md). Named lists a
// company's people share: anyone of the company changes the lines, the owner and the Admins
// rename and delete, and nobody outside the company sees or touches them.
import { describe, expect, it } from 'vitest';
import {
  addRequisitionListLinesDocument,
  createRequisitionListDocument,
  deleteRequisitionListDocument,
  getRequisitionListDocument,
  getRequisitionListsDocument,
  removeRequisitionListLinesDocument,
  renameRequisitionListDocument,
  updateRequisitionListLineDocument,
  type RequisitionListFragment,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { fails, ok, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { colleague, newCompany } from './company-people';
import { newCustomer } from './customers';
import { sellableVariants } from './products';

const backend = contractBackend();

const ERRORS = {
  notSignedIn: 'You must be logged in.',
  notFound: 'This list does not exist or is not shared with you.',
  ownerOrAdmin: "Only the list's owner or an administrator of your company may do this.",
  nameRequired: 'Enter a name for the list.',
  nameTooLong: 'A list name has at most 80 characters.',
  noteTooLong: 'A note has at most 200 characters.',
  quantityRange: 'A quantity is more than 0 and at most 99999.',
  productUnavailable: 'This product cannot be put on a list.',
  lineNotFound: 'This line is not on the list.',
};

const lineSummary = (list: RequisitionListFragment) =>
  list.lines.map((line) => [line.product.id, line.quantity, line.note ?? null]);

async function listIds(client: OdooTestClient) {
  const { requisitionLists } = await ok(client, getRequisitionListsDocument, {});
  return requisitionLists.map((list) => list.id);
}

async function create(client: OdooTestClient, name: string, lines: object[] = []) {
  const { createRequisitionList } = await ok(client, createRequisitionListDocument, {
    name,
    lines: lines as { productId: number; quantity: number }[],
  });
  return present(createRequisitionList, 'the new list');
}

async function two() {
  const [first, second] = await sellableVariants(backend.client());
  return [
    present(first, 'a sellable variant'),
    present(second, 'a second sellable variant'),
  ] as const;
}

describe('requisition lists', { timeout: 180_000 }, () => {
  it("are the company's: colleagues change the lines, the owner and Admins the list", async () => {
    const [drill, saw] = await two();
    const admin = await newCompany(backend, 'Lijsten Gedeeld B.V.');
    const buyer = await colleague(backend, admin, 'Buyer', 'Bram Lijst');
    const made = await create(buyer.client, '  Werkplaats  ', [
      { productId: drill.id, quantity: 2, note: 'voor de bus' },
      { productId: saw.id, quantity: 1 },
      { productId: drill.id, quantity: 1 },
    ]);
    expect(made).toMatchObject({
      name: 'Werkplaats',
      ownerName: 'Bram Lijst',
      isMine: true,
      canManage: true,
      lineCount: 2,
    });
    expect(lineSummary(made)).toEqual([
      [drill.id, 3, 'voor de bus'],
      [saw.id, 1, null],
    ]);
    expect(made.lines[0]?.product.variantPrice).toEqual(expect.any(Number));

    // The Admin sees it, may rename it; a second Buyer changes its lines but not its name.
    const { requisitionList: seen } = await ok(admin.client, getRequisitionListDocument, {
      id: made.id,
    });
    expect(seen).toMatchObject({ isMine: false, canManage: true, lineCount: 2 });
    const other = await colleague(backend, admin, 'Buyer', 'Cees Collega');
    const { requisitionLists } = await ok(other.client, getRequisitionListsDocument, {});
    expect(requisitionLists).toEqual([
      expect.objectContaining({ id: made.id, isMine: false, canManage: false, lineCount: 2 }),
    ]);
    const { addRequisitionListLines } = await ok(other.client, addRequisitionListLinesDocument, {
      listId: made.id,
      lines: [{ productId: saw.id, quantity: 4, note: 'reserve' }],
    });
    expect(lineSummary(present(addRequisitionListLines, 'the list'))).toEqual([
      [drill.id, 3, 'voor de bus'],
      [saw.id, 5, 'reserve'],
    ]);
    expect(
      await fails(other.client, renameRequisitionListDocument, { id: made.id, name: 'Van mij' }),
    ).toEqual([ERRORS.ownerOrAdmin]);
    expect(await fails(other.client, deleteRequisitionListDocument, { id: made.id })).toEqual([
      ERRORS.ownerOrAdmin,
    ]);
    const { renameRequisitionList } = await ok(admin.client, renameRequisitionListDocument, {
      id: made.id,
      name: 'Bus',
    });
    expect(renameRequisitionList?.name).toBe('Bus');

    // Lines change and go; the newest change comes first.
    const [drillLine, sawLine] = made.lines.map((line) => line.id);
    const { updateRequisitionListLine } = await ok(
      buyer.client,
      updateRequisitionListLineDocument,
      { listId: made.id, lineId: present(drillLine, 'a line'), quantity: 7, note: 'blauw' },
    );
    expect(lineSummary(present(updateRequisitionListLine, 'the list'))).toEqual([
      [drill.id, 7, 'blauw'],
      [saw.id, 5, 'reserve'],
    ]);
    const { removeRequisitionListLines } = await ok(
      buyer.client,
      removeRequisitionListLinesDocument,
      { listId: made.id, lineIds: [present(sawLine, 'a line')] },
    );
    expect(lineSummary(present(removeRequisitionListLines, 'the list'))).toEqual([
      [drill.id, 7, 'blauw'],
    ]);
    const second = await create(other.client, 'Tweede');
    expect(await listIds(admin.client)).toEqual([second.id, made.id]);

    // The owner deletes their own; the list is gone for everyone.
    const { deleteRequisitionList } = await ok(buyer.client, deleteRequisitionListDocument, {
      id: made.id,
    });
    expect(deleteRequisitionList).toBe(true);
    expect(await listIds(admin.client)).toEqual([second.id]);
    expect(await fails(admin.client, getRequisitionListDocument, { id: made.id })).toEqual([
      ERRORS.notFound,
    ]);
  });

  it('refuses wrong input with a clear message and changes nothing', async () => {
    const [drill, saw] = await two();
    const admin = await newCompany(backend, 'Lijsten Gecontroleerd B.V.');
    const made = await create(admin.client, 'Gecontroleerd', [
      { productId: drill.id, quantity: 1 },
    ]);
    const lineId = present(made.lines[0], 'its line').id;
    const refusals: [Promise<string[]>, string][] = [
      [fails(admin.client, createRequisitionListDocument, { name: '   ' }), ERRORS.nameRequired],
      [
        fails(admin.client, createRequisitionListDocument, { name: 'x'.repeat(81) }),
        ERRORS.nameTooLong,
      ],
      [
        fails(admin.client, createRequisitionListDocument, {
          name: 'Verzonnen',
          lines: [{ productId: 987654321, quantity: 1 }],
        }),
        ERRORS.productUnavailable,
      ],
      [
        fails(admin.client, addRequisitionListLinesDocument, {
          listId: made.id,
          lines: [{ productId: saw.id, quantity: 0 }],
        }),
        ERRORS.quantityRange,
      ],
      [
        fails(admin.client, addRequisitionListLinesDocument, {
          listId: made.id,
          lines: [{ productId: drill.id, quantity: 99999 }],
        }),
        ERRORS.quantityRange,
      ],
      [
        fails(admin.client, addRequisitionListLinesDocument, {
          listId: made.id,
          lines: [{ productId: saw.id, quantity: 1, note: 'n'.repeat(201) }],
        }),
        ERRORS.noteTooLong,
      ],
      [
        fails(admin.client, updateRequisitionListLineDocument, {
          listId: made.id,
          lineId,
          quantity: -1,
        }),
        ERRORS.quantityRange,
      ],
      [
        fails(admin.client, removeRequisitionListLinesDocument, {
          listId: made.id,
          lineIds: [lineId, 987654321],
        }),
        ERRORS.lineNotFound,
      ],
      [
        fails(admin.client, renameRequisitionListDocument, { id: made.id, name: '' }),
        ERRORS.nameRequired,
      ],
    ];
    for (const [answer, message] of refusals) expect(await answer).toEqual([message]);
    const { requisitionList } = await ok(admin.client, getRequisitionListDocument, { id: made.id });
    expect(requisitionList.name).toBe('Gecontroleerd');
    expect(lineSummary(requisitionList)).toEqual([[drill.id, 1, null]]);
    expect(await listIds(admin.client)).toEqual([made.id]);
  });

  it("keeps another company's lists out of sight and out of reach", async () => {
    const [drill, saw] = await two();
    const ours = await newCompany(backend, 'Lijsten Eigen B.V.');
    const made = await create(ours.client, 'Van ons', [{ productId: drill.id, quantity: 1 }]);
    const lineId = present(made.lines[0], 'its line').id;
    const theirs = await newCompany(backend, 'Lijsten Ander B.V.', 'Otto Ander');
    expect(await listIds(theirs.client)).toEqual([]);
    const attempts = [
      fails(theirs.client, getRequisitionListDocument, { id: made.id }),
      fails(theirs.client, renameRequisitionListDocument, { id: made.id, name: 'Van hen' }),
      fails(theirs.client, deleteRequisitionListDocument, { id: made.id }),
      fails(theirs.client, addRequisitionListLinesDocument, {
        listId: made.id,
        lines: [{ productId: saw.id, quantity: 1 }],
      }),
      fails(theirs.client, updateRequisitionListLineDocument, {
        listId: made.id,
        lineId,
        quantity: 5,
      }),
      fails(theirs.client, removeRequisitionListLinesDocument, {
        listId: made.id,
        lineIds: [lineId],
      }),
    ];
    for (const answer of attempts) expect(await answer).toEqual([ERRORS.notFound]);
    // Their own list cannot take our line either.
    const own = await create(theirs.client, 'Van hen');
    expect(
      await fails(theirs.client, updateRequisitionListLineDocument, {
        listId: own.id,
        lineId,
        quantity: 5,
      }),
    ).toEqual([ERRORS.lineNotFound]);
    const { requisitionList } = await ok(ours.client, getRequisitionListDocument, { id: made.id });
    expect([requisitionList.name, lineSummary(requisitionList)]).toEqual([
      'Van ons',
      [[drill.id, 1, null]],
    ]);

    // A private customer keeps lists of their own; a visitor has none.
    const { client: consumer } = await newCustomer(backend);
    const personal = await create(consumer, 'Thuis', [{ productId: saw.id, quantity: 2 }]);
    expect(personal).toMatchObject({ isMine: true, canManage: true });
    expect(await listIds(consumer)).toEqual([personal.id]);
    expect(await fails(consumer, getRequisitionListDocument, { id: made.id })).toEqual([
      ERRORS.notFound,
    ]);
    expect(await fails(backend.client(), getRequisitionListsDocument, {})).toEqual([
      ERRORS.notSignedIn,
    ]);
  });
});
