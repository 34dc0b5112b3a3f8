import type { Db } from './db';
import { one } from './db';
import type { HttpSession, ResUsers, Website } from './tables';
import type { Terms } from './translate';

export type UserRow = Pick<ResUsers, 'id' | 'login' | 'partner_id' | 'active'>;

export interface PricelistInfo {
  id: number;
  discount: number;
  currencyId: number;
  currencyName: string;
  currencySymbol: string;
  /** Units of the pricelist's currency per euro (the company currency): list prices are in euros. */
  rate: number;
}

/** Everything a resolver knows about the request: Odoo's env, request and session in one. */
export interface Context {
  db: Db;
  session: HttpSession;
  website: Website;
  /** The signed-in user, or null for the website's public user. */
  user: UserRow | null;
  /** The partner acting: the user's, or the website's public partner. */
  partnerId: number;
  pricelist: PricelistInfo;
  /**
   * Language of the request, e.g. `nl_NL`: the `frontend_lang` cookie when the website offers
   * that language, else the website's default. SQL reads translated fields with translated().
   */
  lang: string;
  /**
   * The currency the shopper asked for (`frontend_currency` cookie, e.g. `USD`), or null. It picks
   * the website pricelist in that currency; keep it to load the pricelist again after a login.
   */
  currency: string | null;
  /**
   * graphql_vuestorefront without our modules (the stock profile): where our vsf_base changes a
   * core resolver (the product search), the stock one answers as graphql_vuestorefront does.
   */
  stockOdoo: boolean;
  /** Translations of the server's own texts in `lang` (use translate()). */
  terms: Terms;
  /** Replace the session id (Odoo rotates it on login); the server sends the new cookie. */
  rotateSession: () => Promise<void>;
  /** Per-request memo for repeated lookups (e.g. a product's pricing asked by several fields). */
  cache: Map<string, unknown>;
  /** Base URL of this server, for absolute links (portal URLs, payment pages). */
  baseUrl: string;
  /**
   * This server's own origins (`http://127.0.0.1:<port>`, `http://localhost:<port>`) from the
   * port it listens on: what the `{mock-odoo}` entries of punch-out allow-lists stand for.
   */
  serverOrigins: string[];
  /**
   * The `resquest-host` header the storefront sent (its shopper's Host), or null. One mock-odoo
   * serves several shops on different ports; payment return URLs fall back to this shop.
   */
  requestHost: string | null;
}

export async function loadUser(db: Db, uid: number | null): Promise<UserRow | null> {
  if (uid === null) return null;
  return one<UserRow>(
    db,
    'SELECT id, login, partner_id, active FROM res_users WHERE id = $1 AND active',
    [uid],
  );
}

/**
 * The request's pricelist, as Odoo's website.get_current_pricelist() with the session pricelist
 * our controller override sets (docs/odoo-extensions.md, Currency): the acting partner's own
 * pricelist (a contract; contacts inherit their company's) wins, then the website pricelist in
 * the currency the shopper asked for, then the website's default.
 */
export async function loadPricelist(
  db: Db,
  partnerId: number,
  website: Website,
  currency: string | null = null,
): Promise<PricelistInfo> {
  const row = await one<{
    id: number;
    discount: number;
    currency_id: number;
    name: string;
    symbol: string;
    rate: number;
  }>(
    db,
    `SELECT pl.id, pl.discount, pl.currency_id, c.name, c.symbol,
            COALESCE((SELECT r.rate FROM res_currency_rate r
                       WHERE r.currency_id = c.id AND r.name <= CURRENT_DATE
                       ORDER BY r.name DESC LIMIT 1), 1) AS rate
       FROM product_pricelist pl JOIN res_currency c ON c.id = pl.currency_id
      WHERE pl.id = COALESCE(
        (SELECT pricelist_id FROM res_partner WHERE id = $1),
        -- Contacts inherit their company's pricelist, as in Odoo.
        (SELECT c.pricelist_id FROM res_partner p JOIN res_partner c ON c.id = p.parent_id WHERE p.id = $1),
        (SELECT wp.pricelist_id FROM website_pricelist wp
           JOIN product_pricelist wpl ON wpl.id = wp.pricelist_id
           JOIN res_currency wc ON wc.id = wpl.currency_id
          WHERE wp.website_id = $3 AND wc.name = $4
          -- The website's default first when it is in that currency, then the oldest.
          ORDER BY wp.pricelist_id = $2 DESC, wp.pricelist_id LIMIT 1),
        $2)`,
    [partnerId, website.pricelist_id, website.id, currency],
  );
  if (!row) throw new Error('Website pricelist missing');
  return {
    id: row.id,
    discount: row.discount,
    currencyId: row.currency_id,
    currencyName: row.name,
    currencySymbol: row.symbol,
    rate: row.rate,
  };
}

/** An amount in euros (list prices, carrier rates, coupon minimums) in the pricelist's currency. */
export function toPricelistCurrency(context: Pick<Context, 'pricelist'>, amount: number): number {
  return Math.round(amount * context.pricelist.rate * 100) / 100;
}

/**
 * Reads `key` together with every other key of the same `model` asked for in this turn of the
 * event loop, in one query, as Odoo's ORM prefetches a field for a whole recordset: the resolvers
 * of a list's items each ask for their own record, `load` gets them all at once. Memoized for the
 * rest of the request like memo() unless `remember` is false (values a mutation of the same
 * request may change); a key `load` leaves out of its map reads as undefined.
 */
export function batched<V>(
  context: Context,
  model: string,
  key: number,
  load: (keys: number[]) => Promise<ReadonlyMap<number, V>>,
  { remember = true }: { remember?: boolean } = {},
): Promise<V | undefined> {
  const cacheKey = `batched:${model}:${key}`;
  const hit = remember
    ? (context.cache.get(cacheKey) as Promise<V | undefined> | undefined)
    : undefined;
  if (hit) return hit;
  const batchKey = `batch:${model}`;
  let batch = context.cache.get(batchKey) as PendingBatch<V> | undefined;
  if (!batch) {
    const keys: number[] = [];
    // After the microtasks of this turn, so that the sibling resolvers have all asked.
    const result = new Promise<ReadonlyMap<number, V>>((resolve, reject) =>
      setImmediate(() => {
        context.cache.delete(batchKey);
        load(keys).then(resolve, reject);
      }),
    );
    batch = { keys, result };
    context.cache.set(batchKey, batch);
  }
  if (!batch.keys.includes(key)) batch.keys.push(key);
  const pending = batch.result.then((rows) => rows.get(key));
  if (remember) context.cache.set(cacheKey, pending);
  return pending;
}

interface PendingBatch<V> {
  keys: number[];
  result: Promise<ReadonlyMap<number, V>>;
}

/** Rows by their `id` column (or another), for batched(). */
export function byId<R>(rows: readonly R[], id: (row: R) => number): Map<number, R> {
  return new Map(rows.map((row) => [id(row), row]));
}

/** Rows grouped by a key column, in their order, for batched() reads of one-to-many values. */
export function groupBy<R>(rows: readonly R[], key: (row: R) => number): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Memoizes `load` under `key` for the rest of the request. */
export function memo<T>(context: Context, key: string, load: () => Promise<T>): Promise<T> {
  const hit = context.cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  context.cache.set(key, pending);
  return pending;
}
