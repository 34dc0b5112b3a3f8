import 'server-only';
import { notFound } from 'next/navigation';
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
  type RequisitionListLineInput,
} from '@/graphql/generated/operations';
import { loading, type Loaded } from '@/lib/account/account-pages.server';
import { mapVariantRow } from '@/lib/order/map-variant-row.server';
import { optionalText, text } from '@/lib/odoo/map-values.server';
import { isOdooError, requiredResult } from '@/lib/odoo/odoo-error.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { sessionCurrency } from '@/lib/pricing/personal-prices.server';
import { preferredCurrency } from '@/lib/shop/shopper-preferences.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import type {
  PricedRequisitionList,
  RequisitionList,
  RequisitionListLine,
  RequisitionListSummary,
} from './types';

// vsf_requisition_list's operations with the customer's session. Odoo's record rules decide whose
// lists are read and who may change what ('This list does not exist or is not shared with you.');
// callers check the requisitionLists capability first: a stock Odoo has none of these.

/** The raw list has the summary's fields, with Odoo's UTC time as 'YYYY-MM-DD HH:MM:SS'. */
function mapSummary(list: RequisitionListSummary): RequisitionListSummary {
  return {
    id: list.id,
    name: list.name,
    ownerName: optionalText(list.ownerName),
    isMine: list.isMine,
    canManage: list.canManage,
    // Odoo's 'YYYY-MM-DD HH:MM:SS' is UTC.
    updatedAt: `${list.updatedAt.replace(' ', 'T')}Z`,
    lineCount: list.lineCount,
  };
}

function mapLine({
  product,
  ...line
}: RequisitionListFragment['lines'][number]): RequisitionListLine {
  return {
    ...mapVariantRow(product),
    id: line.id,
    quantity: Math.max(1, Math.ceil(line.quantity)),
    note: text(line.note),
  };
}

function mapList(list: RequisitionListFragment): RequisitionList {
  return { ...mapSummary(list), lines: list.lines.map(mapLine) };
}

/** The lists of the customer's company, last changed first. */
export async function getRequisitionLists(): Promise<RequisitionListSummary[]> {
  const data = await odooSession().request(getRequisitionListsDocument);
  return data.requisitionLists.map(mapSummary);
}

/** One of the company's lists with its lines; Odoo refuses anyone else's. */
export async function getRequisitionList(id: number): Promise<RequisitionList> {
  const data = await odooSession().request(getRequisitionListDocument, { id });
  return mapList(data.requisitionList);
}

export async function createRequisitionList(
  name: string,
  lines: RequisitionListLineInput[] = [],
): Promise<RequisitionList> {
  const data = await odooSession().request(createRequisitionListDocument, { name, lines });
  return mapList(requiredResult(data.createRequisitionList, 'createRequisitionList'));
}

export async function renameRequisitionList(id: number, name: string): Promise<RequisitionList> {
  const data = await odooSession().request(renameRequisitionListDocument, { id, name });
  return mapList(requiredResult(data.renameRequisitionList, 'renameRequisitionList'));
}

export async function deleteRequisitionList(id: number): Promise<void> {
  const data = await odooSession().request(deleteRequisitionListDocument, { id });
  requiredResult(data.deleteRequisitionList, 'deleteRequisitionList');
}

/** Adds products; one already on the list gets the quantity added. */
export async function addRequisitionListLines(
  listId: number,
  lines: RequisitionListLineInput[],
): Promise<RequisitionList> {
  const data = await odooSession().request(addRequisitionListLinesDocument, { listId, lines });
  return mapList(requiredResult(data.addRequisitionListLines, 'addRequisitionListLines'));
}

export async function updateRequisitionListLine(input: {
  listId: number;
  lineId: number;
  quantity: number;
  note: string;
}): Promise<RequisitionList> {
  const data = await odooSession().request(updateRequisitionListLineDocument, input);
  return mapList(requiredResult(data.updateRequisitionListLine, 'updateRequisitionListLine'));
}

export async function removeRequisitionListLines(
  listId: number,
  lineIds: number[],
): Promise<RequisitionList> {
  const data = await odooSession().request(removeRequisitionListLinesDocument, {
    listId,
    lineIds,
  });
  return mapList(requiredResult(data.removeRequisitionListLines, 'removeRequisitionListLines'));
}

/** The lists page's lists, "not offered here" on a backend without the module, or a failure. */
export function loadRequisitionLists(): Promise<Loaded<RequisitionListSummary[]>> {
  return loading(() => whenAvailable('requisitionLists', getRequisitionLists));
}

/**
 * A list's page: one of the company's lists with the currency of its prices (asked beside it, not
 * with every change), or not found (another company's, made up, gone).
 */
export function loadRequisitionList(id: number): Promise<Loaded<PricedRequisitionList>> {
  return loading(async () => {
    try {
      return await whenAvailable('requisitionLists', async () => {
        const odoo = odooSession();
        const [list, currency] = await Promise.all([
          getRequisitionList(id),
          sessionCurrency(odoo, await preferredCurrency()),
        ]);
        return { ...list, currency };
      });
    } catch (error) {
      if (isOdooError(error) && error.kind === 'graphql') notFound();
      throw error;
    }
  });
}
