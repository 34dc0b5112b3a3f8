import type { Context } from '../context';
import { many, one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { commercialPartnerId } from '../model/partner';
import { variantRef } from '../model/product';
import type { ProductSet, ProductSetLine } from '../tables';

// vsf_requisition_list (on OCA sale_product_set): named lists of a customer's company. Its record
// rules, played here: the company's people (the caller's commercial partner) read every list and
// change its lines; the owner and the company's Admins rename and delete it. Another company's
// list is "not found", like a made-up id. Everything is checked before the first write, as the
// module does (the API answers errors without rolling back).

const MAX_NAME = 80;
const MAX_NOTE = 200;
const MAX_QUANTITY = 99999;
const MAX_LINES = 200;

export const REQUISITION_LIST_ERRORS = {
  notFound: 'This list does not exist or is not shared with you.',
  ownerOrAdmin: "Only the list's owner or an administrator of your company may do this.",
  nameRequired: 'Enter a name for the list.',
  nameTooLong: `A list name has at most ${MAX_NAME} characters.`,
  noteTooLong: `A note has at most ${MAX_NOTE} characters.`,
  quantityRange: `A quantity is more than 0 and at most ${MAX_QUANTITY}.`,
  tooManyLines: `A list holds at most ${MAX_LINES} products.`,
  productUnavailable: 'This product cannot be put on a list.',
  lineNotFound: 'This line is not on the list.',
} as const;

interface Caller {
  partnerId: number;
  companyId: number;
  isAdmin: boolean;
}

type ListRow = Pick<ProductSet, 'id' | 'name' | 'partner_id' | 'vsf_owner_id' | 'write_date'> & {
  owner_name: string | null;
};
type LineRow = Pick<ProductSetLine, 'id' | 'product_id' | 'quantity' | 'vsf_note' | 'write_date'>;

interface LineInput {
  productId: number;
  quantity: number;
  note?: string | null;
}

async function requireCaller(context: Context): Promise<Caller> {
  if (!context.user) throw new OdooError(ODOO_ERRORS.mustBeLoggedIn);
  const partnerId = context.user.partner_id;
  const me = await one<{ vsf_company_role: string }>(
    context.db,
    'SELECT vsf_company_role FROM res_partner WHERE id = $1',
    [partnerId],
  );
  return {
    partnerId,
    companyId: await commercialPartnerId(context, partnerId),
    isAdmin: me?.vsf_company_role === 'admin',
  };
}

const LIST_SELECT = `SELECT s.id, s.name, s.partner_id, s.vsf_owner_id, s.write_date, o.name AS owner_name
   FROM product_set s LEFT JOIN res_partner o ON o.id = s.vsf_owner_id`;

/** One of the caller's company's lists (the read rule). */
async function companyList(context: Context, caller: Caller, id: number): Promise<ListRow> {
  const list = await one<ListRow>(
    context.db,
    `${LIST_SELECT} WHERE s.id = $1 AND s.partner_id = $2`,
    [id, caller.companyId],
  );
  if (!list) throw new OdooError(REQUISITION_LIST_ERRORS.notFound);
  return list;
}

/** The write rule: the owner, or an Admin of the list's company. */
const mayManage = (list: ListRow, caller: Caller) =>
  list.vsf_owner_id === caller.partnerId || caller.isAdmin;

async function managedList(context: Context, caller: Caller, id: number): Promise<ListRow> {
  const list = await companyList(context, caller, id);
  if (!mayManage(list, caller)) throw new OdooError(REQUISITION_LIST_ERRORS.ownerOrAdmin);
  return list;
}

function validName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new OdooError(REQUISITION_LIST_ERRORS.nameRequired);
  if (trimmed.length > MAX_NAME) throw new OdooError(REQUISITION_LIST_ERRORS.nameTooLong);
  return trimmed;
}

function validNote(note: string | null | undefined): string | null {
  const trimmed = (note ?? '').trim();
  if (trimmed.length > MAX_NOTE) throw new OdooError(REQUISITION_LIST_ERRORS.noteTooLong);
  return trimmed || null;
}

function validQuantity(quantity: number): number {
  if (!(quantity > 0 && quantity <= MAX_QUANTITY)) {
    throw new OdooError(REQUISITION_LIST_ERRORS.quantityRange);
  }
  return quantity;
}

/** The input lines checked; a variant given twice is one line with both quantities. */
async function wantedLines(context: Context, lines: readonly LineInput[]) {
  const wanted = new Map<number, { quantity: number; note: string | null }>();
  for (const line of lines) {
    const quantity = validQuantity(line.quantity);
    const note = validNote(line.note);
    const known = wanted.get(line.productId);
    wanted.set(line.productId, {
      quantity: quantity + (known?.quantity ?? 0),
      note: note ?? known?.note ?? null,
    });
  }
  // Only variants the shop sells: published, for sale, not archived.
  const sold = await many<{ id: number }>(
    context.db,
    `SELECT v.id FROM product_product v JOIN product_template t ON t.id = v.template_id
      WHERE v.id = ANY($1::int[]) AND v.active AND t.is_published AND t.sale_ok`,
    [[...wanted.keys()]],
  );
  if (sold.length !== wanted.size) throw new OdooError(REQUISITION_LIST_ERRORS.productUnavailable);
  for (const values of wanted.values()) validQuantity(values.quantity);
  return wanted;
}

async function listLines(context: Context, listId: number): Promise<LineRow[]> {
  return many<LineRow>(
    context.db,
    `SELECT id, product_id, quantity, vsf_note, write_date FROM product_set_line
      WHERE product_set_id = $1 ORDER BY sequence, id`,
    [listId],
  );
}

async function addLines(
  context: Context,
  listId: number,
  wanted: Map<number, { quantity: number; note: string | null }>,
) {
  const existing = new Map(
    (await listLines(context, listId)).map((line) => [line.product_id, line]),
  );
  const added = [...wanted.keys()].filter((id) => !existing.has(id));
  if (existing.size + added.length > MAX_LINES) {
    throw new OdooError(REQUISITION_LIST_ERRORS.tooManyLines);
  }
  for (const [productId, values] of wanted) {
    const line = existing.get(productId);
    if (line) validQuantity(line.quantity + values.quantity);
  }
  const { max } = (await one<{ max: number }>(
    context.db,
    'SELECT coalesce(max(sequence), 0) AS max FROM product_set_line WHERE product_set_id = $1',
    [listId],
  ))!;
  let sequence = max + 1;
  for (const [productId, values] of wanted) {
    const line = existing.get(productId);
    if (line) {
      await context.db.query(
        `UPDATE product_set_line SET quantity = quantity + $2, vsf_note = coalesce($3, vsf_note),
                write_date = now() WHERE id = $1`,
        [line.id, values.quantity, values.note],
      );
    } else {
      await context.db.query(
        `INSERT INTO product_set_line (product_set_id, product_id, quantity, vsf_note, sequence)
         VALUES ($1, $2, $3, $4, $5)`,
        [listId, productId, values.quantity, values.note, sequence++],
      );
    }
  }
}

/** The RequisitionList of a row, with its lines. */
async function requisitionList(context: Context, caller: Caller, list: ListRow) {
  const lines = await listLines(context, list.id);
  const updated = [list.write_date, ...lines.map((line) => line.write_date)].reduce((a, b) =>
    a > b ? a : b,
  );
  return {
    id: list.id,
    name: list.name,
    ownerName: list.owner_name,
    isMine: list.vsf_owner_id === caller.partnerId,
    canManage: mayManage(list, caller),
    updatedAt: updated.toISOString().slice(0, 19).replace('T', ' '),
    lineCount: lines.length,
    lines: lines.map((line) => ({
      id: line.id,
      product: variantRef(line.product_id),
      quantity: line.quantity,
      note: line.vsf_note,
    })),
  };
}

async function reload(context: Context, caller: Caller, id: number) {
  return requisitionList(context, caller, await companyList(context, caller, id));
}

async function requisitionLists(_root: unknown, _args: unknown, context: Context) {
  const caller = await requireCaller(context);
  const rows = await many<ListRow>(context.db, `${LIST_SELECT} WHERE s.partner_id = $1`, [
    caller.companyId,
  ]);
  const lists = await Promise.all(rows.map((row) => requisitionList(context, caller, row)));
  // Last changed first (the list or a line), then the newest.
  return lists.sort((a, b) =>
    a.updatedAt === b.updatedAt ? b.id - a.id : a.updatedAt < b.updatedAt ? 1 : -1,
  );
}

async function requisitionListQuery(_root: unknown, args: { id: number }, context: Context) {
  return reload(context, await requireCaller(context), args.id);
}

async function createRequisitionList(
  _root: unknown,
  args: { name: string; lines?: LineInput[] | null },
  context: Context,
) {
  const caller = await requireCaller(context);
  const name = validName(args.name);
  const wanted = await wantedLines(context, args.lines ?? []);
  if (wanted.size > MAX_LINES) throw new OdooError(REQUISITION_LIST_ERRORS.tooManyLines);
  const { id } = (await one<{ id: number }>(
    context.db,
    'INSERT INTO product_set (name, partner_id, vsf_owner_id) VALUES ($1, $2, $3) RETURNING id',
    [name, caller.companyId, caller.partnerId],
  ))!;
  await addLines(context, id, wanted);
  return reload(context, caller, id);
}

async function renameRequisitionList(
  _root: unknown,
  args: { id: number; name: string },
  context: Context,
) {
  const caller = await requireCaller(context);
  const list = await managedList(context, caller, args.id);
  await context.db.query('UPDATE product_set SET name = $2, write_date = now() WHERE id = $1', [
    list.id,
    validName(args.name),
  ]);
  return reload(context, caller, list.id);
}

async function deleteRequisitionList(_root: unknown, args: { id: number }, context: Context) {
  const caller = await requireCaller(context);
  const list = await managedList(context, caller, args.id);
  await context.db.query('DELETE FROM product_set WHERE id = $1', [list.id]);
  return true;
}

async function addRequisitionListLines(
  _root: unknown,
  args: { listId: number; lines: LineInput[] },
  context: Context,
) {
  const caller = await requireCaller(context);
  const list = await companyList(context, caller, args.listId);
  await addLines(context, list.id, await wantedLines(context, args.lines));
  return reload(context, caller, list.id);
}

async function updateRequisitionListLine(
  _root: unknown,
  args: { listId: number; lineId: number; quantity: number; note?: string | null },
  context: Context,
) {
  const caller = await requireCaller(context);
  const list = await companyList(context, caller, args.listId);
  const line = (await listLines(context, list.id)).find((known) => known.id === args.lineId);
  if (!line) throw new OdooError(REQUISITION_LIST_ERRORS.lineNotFound);
  const quantity = validQuantity(args.quantity);
  const note = validNote(args.note);
  await context.db.query(
    'UPDATE product_set_line SET quantity = $2, vsf_note = $3, write_date = now() WHERE id = $1',
    [line.id, quantity, note],
  );
  return reload(context, caller, list.id);
}

async function removeRequisitionListLines(
  _root: unknown,
  args: { listId: number; lineIds: number[] },
  context: Context,
) {
  const caller = await requireCaller(context);
  const list = await companyList(context, caller, args.listId);
  const known = new Set((await listLines(context, list.id)).map((line) => line.id));
  const wanted = new Set(args.lineIds);
  if ([...wanted].some((id) => !known.has(id))) {
    throw new OdooError(REQUISITION_LIST_ERRORS.lineNotFound);
  }
  await context.db.query('DELETE FROM product_set_line WHERE id = ANY($1::int[])', [[...wanted]]);
  return reload(context, caller, list.id);
}

export const requisitionListResolvers: Resolvers = {
  Query: { requisitionLists, requisitionList: requisitionListQuery },
  Mutation: {
    createRequisitionList,
    renameRequisitionList,
    deleteRequisitionList,
    addRequisitionListLines,
    updateRequisitionListLine,
    removeRequisitionListLines,
  },
};
