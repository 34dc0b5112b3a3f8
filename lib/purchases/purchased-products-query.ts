import '@/lib/validation/zod-config';
import { z } from 'zod';
import { firstValues, pageSchema, type RawSearchParams } from '@/lib/account/document-list-query';

// The URL is the state of the purchased products list, as of the account's document lists: a
// reload, a shared link and the back button show the same rows, and the search is a plain GET
// form. Pure and browser-safe.
//
// URL parameters:
//   q     part of the name or internal reference
//   sort  last-ordered (default, omitted) | times-ordered | quantity | name
//   page  1-based; omitted for page 1

export const PURCHASE_SORTS = ['last-ordered', 'times-ordered', 'quantity', 'name'] as const;
export type PurchaseSort = (typeof PURCHASE_SORTS)[number];

const MAX_SEARCH_LENGTH = 64;

export interface PurchasedProductsState {
  q: string;
  sort: PurchaseSort;
  page: number;
}

const schema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH))
    .catch(''),
  sort: z.enum(PURCHASE_SORTS).catch('last-ordered'),
  page: pageSchema,
});

/** Every value is checked on its own; a bad one falls back to its default. */
export function parsePurchasedProductsQuery(query: RawSearchParams): PurchasedProductsState {
  return schema.parse(firstValues(query));
}

/** The canonical link of a list state: fixed key order, defaults left out. */
export function purchasedProductsHref(
  pathname: string,
  state: Partial<PurchasedProductsState>,
): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort && state.sort !== 'last-ordered') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
