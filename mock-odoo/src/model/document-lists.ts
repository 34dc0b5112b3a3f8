import { many, one, type Db } from '../db';
import { OdooError } from '../errors';

// The query building of the customer's document lists (orders, invoices) and of countries, as
// our vsf_base's document_lists.py gives it to the modules that list documents: conditions with
// numbered parameters, enum filters, calendar-day ranges, sort keys and 1-based pages.

/** WHERE clauses with numbered parameters, built one filter at a time. */
export class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  /** `build` receives the placeholder (`$3`) of `value`. */
  add(build: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.clauses.push(build(`$${this.params.length}`));
  }

  raw(clause: string): void {
    this.clauses.push(clause);
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

export type SortInput = Record<string, string | null | undefined>;

/** Given sort keys in order, then `id ASC` (Odoo's tie-breaker); `fallback` when none is given. */
export function orderBy(
  sort: SortInput | null | undefined,
  columns: Record<string, string>,
  fallback: string,
) {
  const keys = Object.entries(sort ?? {}).flatMap(([key, direction]) => {
    const column = columns[key];
    if (!column || !direction) return [];
    return [`${column} ${direction === 'DESC' ? 'DESC' : 'ASC'}`];
  });
  return keys.length ? `${keys.join(', ')}, id ASC` : fallback;
}

/** 1-based pages of `pageSize` (`defaultSize` when not given); Odoo's search(limit=0) means no limit. */
export function pageClause(
  currentPage: number | null | undefined,
  pageSize: number | null | undefined,
  defaultSize = 10,
) {
  const size = pageSize ?? defaultSize;
  if (size <= 0) return '';
  return `LIMIT ${size} OFFSET ${Math.max((currentPage ?? 1) - 1, 0) * size}`;
}

/** One page of a list: the ids of `table` matching `where` in `order`, and how many match in all. */
export async function searchPage(
  db: Db,
  table: string,
  where: Conditions,
  order: string,
  page: { currentPage?: number | null; pageSize?: number | null },
  defaultSize?: number,
): Promise<{ ids: number[]; totalCount: number }> {
  const total = await one<{ count: number }>(
    db,
    `SELECT count(*)::int AS count FROM ${table} ${where.sql}`,
    where.params,
  );
  const rows = await many<{ id: number }>(
    db,
    `SELECT id FROM ${table} ${where.sql} ORDER BY ${order}
     ${pageClause(page.currentPage, page.pageSize, defaultSize)}`,
    where.params,
  );
  return { ids: rows.map((row) => row.id), totalCount: total?.count ?? 0 };
}

export function nonEmpty<T>(values: (T | null)[] | null | undefined): T[] {
  return (values ?? []).filter((value): value is T => value !== null && value !== undefined);
}

/** Maps enum names from the wire to Odoo values, ignoring unknown ones. */
export function toOdoo(
  values: (string | null)[] | null | undefined,
  mapping: Record<string, string>,
) {
  return nonEmpty(values).flatMap((name) => (mapping[name] ? [mapping[name]] : []));
}

/** The wire name of an Odoo value (the reverse of toOdoo), or null. */
export const wireName = (mapping: Record<string, string>, value: string) =>
  Object.keys(mapping).find((name) => mapping[name] === value) ?? null;

function checkedDate(value: string): string {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!valid) throw new OdooError(`Invalid date ${value}, expected YYYY-MM-DD.`);
  return value;
}

export function addDateRange(
  where: Conditions,
  column: string,
  from?: string | null,
  to?: string | null,
) {
  if (from) where.add((p) => `${column} >= ${p}::date`, checkedDate(from));
  if (to) where.add((p) => `${column} <= ${p}::date`, checkedDate(to));
}
