import type { Context } from '../context';
import { many } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import { commercialPartnerId, familyIds } from '../model/partner';
import { variantRef } from '../model/product';
import { translated } from '../translate';

// vsf_purchased_products: the variants the caller's company has bought in confirmed and done
// orders (any of its contacts', archived ones included), with the last order, how many orders and
// how much. Notes, sections, delivery and reward lines are left out.

const MAX_PAGE_SIZE = 100;

interface PurchaseRow {
  product_id: number;
  name: string;
  last_order_date: string;
  last_order_at: Date;
  last_order_name: string;
  times_ordered: number;
  quantity: number;
}

/** The sort keys, each then by the last order and the variant id; all but Name newest first. */
const SORTS: Record<string, (row: PurchaseRow) => (string | number)[]> = {
  LastOrdered: (row) => [row.last_order_at.getTime(), row.product_id],
  TimesOrdered: (row) => [row.times_ordered, row.last_order_at.getTime(), row.product_id],
  Quantity: (row) => [row.quantity, row.last_order_at.getTime(), row.product_id],
  Name: (row) => [row.name.toLowerCase(), row.product_id],
};

function compareKeys(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

interface PurchasedProductsArgs {
  search?: string | null;
  sort?: string | null;
  currentPage?: number | null;
  pageSize?: number | null;
}

async function purchasedProducts(_root: unknown, args: PurchasedProductsArgs, context: Context) {
  if (!context.user) throw new OdooError(ODOO_ERRORS.mustBeLoggedIn);
  const company = await commercialPartnerId(context, context.user.partner_id);
  const params: unknown[] = [await familyIds(context.db, company)];
  const name = translated('product.template,name', 't');
  let searchSql = '';
  const term = args.search?.trim();
  if (term) {
    params.push(`%${term}%`);
    searchSql = `AND (${name} ILIKE $2 OR v.default_code ILIKE $2)`;
  }
  const rows = await many<PurchaseRow>(
    context.db,
    `SELECT l.product_id, min(${name}) AS name,
            to_char(max(o.date_order) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS last_order_date,
            max(o.date_order) AS last_order_at,
            (array_agg(o.name ORDER BY o.date_order DESC, o.id DESC))[1] AS last_order_name,
            count(DISTINCT o.id)::int AS times_ordered, sum(l.product_uom_qty) AS quantity
       FROM sale_order_line l JOIN sale_order o ON o.id = l.order_id
       JOIN product_product v ON v.id = l.product_id
       JOIN product_template t ON t.id = v.template_id
      WHERE o.state IN ('sale', 'done') AND o.partner_id = ANY($1::int[])
        AND NOT l.is_delivery AND NOT l.is_reward ${searchSql}
      GROUP BY l.product_id`,
    params,
  );
  const sort = args.sort && SORTS[args.sort] ? args.sort : 'LastOrdered';
  const key = SORTS[sort]!;
  const direction = sort === 'Name' ? 1 : -1;
  rows.sort((a, b) => direction * compareKeys(key(a), key(b)));
  const pageSize = Math.max(1, Math.min(args.pageSize || 20, MAX_PAGE_SIZE));
  const start = (Math.max(args.currentPage || 1, 1) - 1) * pageSize;
  return {
    totalCount: rows.length,
    products: rows.slice(start, start + pageSize).map((row) => ({
      product: variantRef(row.product_id),
      lastOrderDate: row.last_order_date,
      lastOrderName: row.last_order_name,
      timesOrdered: row.times_ordered,
      quantity: row.quantity,
    })),
  };
}

export const purchasedProductsResolvers: Resolvers = {
  Query: { purchasedProducts },
};
