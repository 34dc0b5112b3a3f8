// The listing URL is the listing's state: a reload or a shared link shows the same result. Pure and
// browser-safe (the price form island serialises with it), no server-only imports.
//
// URL parameters (spec "Category listing URL query"):
//   q             search term (/search only)
//   page          1-based page; omitted for page 1
//   sort          field,direction: price,DESC | price,ASC | name,ASC | name,DESC; omitted for name,ASC
//   itemsPerPage  5, 12, 15 or 20 (see the page-size note below)
//   price         min-max, e.g. 100-500 (either side may be empty: 100- or -500)
//   <attribute>   the attribute name as a key (lower case, dashes), comma-separated value ids: color=1,5
//                 The size filter writes id-label pairs (size=9-M,10-L) so a shared link reads well;
//                 only the id counts, so a bare id (size=9) works too and a stale label is harmless.
//   filters       comma-separated filterId-valueId pairs: filters=2-5,3-9
//
// Page size: the spec gives both "page size default 12 (options 5, 12, 15, 20)" and "URL default
// itemsPerPage 10". They fit like this: a listing URL without itemsPerPage shows 10 products (the URL
// default, so old and shared links keep showing what they showed), and the page-size select then
// shows that 10 as the current value beside the options. 12 is the default of listings that have no
// URL state (home strips and the data layer's DEFAULT_PAGE_SIZE) and the option the select puts first
// after 5. Choosing any option writes it to the URL, so 12 is always explicit.
//
// Canonical form: keys in a fixed order (q, attribute keys alphabetically, filters, price, sort,
// itemsPerPage, page), values sorted and without duplicates, defaults left out, so equal states give
// equal URLs (one cache entry, one canonical link). Any change of filter, sort or page size goes back
// to page 1.

import type { Facet, ListingQuery, ProductSortField, SortDirection } from './types';

export const SORT_VALUES = ['price,DESC', 'price,ASC', 'name,ASC', 'name,DESC'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = 'name,ASC';

export const ITEMS_PER_PAGE_OPTIONS = [5, 12, 15, 20] as const;
/** Default page size of listings without URL state (home strips); the select's usual choice. */
export const DEFAULT_PAGE_SIZE = 12;
/** The spec's search hint starts at two letters; shorter terms are not searched anywhere. */
export const QUICK_SEARCH_MIN_LETTERS = 2;
/** What a listing URL without itemsPerPage shows (the spec's URL default). */
export const URL_DEFAULT_ITEMS_PER_PAGE = 10;

export interface PriceRange {
  min: number;
  max: number;
}
/** The spec's price range default: no price filter. */
export const DEFAULT_PRICE_RANGE: PriceRange = { min: 0, max: 10000 };

/** Attribute names whose values are written as id-label pairs. */
const LABELLED_KEYS = new Set(['size']);
const RESERVED_KEYS = new Set(['q', 'page', 'sort', 'itemsPerPage', 'price', 'filters']);
/**
 * What ad and mail links add to a URL (Google, Microsoft, Meta, TikTok, Mailchimp...): never an
 * attribute, though its value may look like a value id (an attribute key from another language is
 * found by its value ids, see toListingQuery). `utm_source` and the like are no keys the shop reads
 * anyway (no underscore).
 */
const TRACKING_KEYS =
  /^(utm(-.*)?|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|srsltid|mc-cid|mc-eid|epik|ref)$/;
const MAX_PAGE = 100_000;
const MAX_SEARCH_LENGTH = 200;
/** Bounds what a crafted URL can make the server do. */
const MAX_KEYS = 20;
const MAX_VALUES = 50;

export interface AttributeSelection {
  id: number;
  /** Only kept for labelled keys (size). */
  label?: string;
}

export interface ListingUrlState {
  search: string;
  page: number;
  sort: SortValue;
  itemsPerPage: number;
  /** null: no price filter. */
  price: PriceRange | null;
  /** Attribute key (see attributeKey) → selected values, sorted by id. */
  attributes: Record<string, AttributeSelection[]>;
  /** 'filterId-valueId' tokens, sorted. */
  filters: string[];
}

export type SearchParamsInput =
  URLSearchParams | Record<string, string | string[] | undefined> | null | undefined;

export function defaultListingState(search = ''): ListingUrlState {
  return {
    search,
    page: 1,
    sort: DEFAULT_SORT,
    itemsPerPage: URL_DEFAULT_ITEMS_PER_PAGE,
    price: null,
    attributes: {},
    filters: [],
  };
}

/** The URL key for an attribute name: `Color` → `color`, `Screen size` → `screen-size`. */
export function attributeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The selections under an attribute key. Keys come from the URL, so `constructor` or `toString`
 * must not find Object's own members.
 */
function selectionsOf(state: ListingUrlState, key: string): AttributeSelection[] {
  return Object.hasOwn(state.attributes, key) ? (state.attributes[key] ?? []) : [];
}

// ---------- parse ----------

export function parseListingQuery(input: SearchParamsInput): ListingUrlState {
  const entries = toEntries(input);
  const state = defaultListingState(readSearch(entries.get('q')));
  state.page = readPage(entries.get('page'));
  state.sort = readSort(entries.get('sort'));
  state.itemsPerPage = readItemsPerPage(entries.get('itemsPerPage'));
  state.price = readPrice(entries.get('price'));
  state.filters = readFilterTokens(entries.get('filters'));
  let keys = 0;
  for (const [rawKey, values] of entries) {
    if (RESERVED_KEYS.has(rawKey)) continue;
    const key = rawKey.toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(key) || TRACKING_KEYS.test(key)) continue;
    const selections = readSelections(key, values);
    if (selections.length === 0) continue;
    state.attributes[key] = mergeSelections(selectionsOf(state, key), selections);
    if (++keys >= MAX_KEYS) break;
  }
  return state;
}

/** Every value of every key; repeated keys (color=1&color=2) count as one comma list. */
function toEntries(input: SearchParamsInput): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const add = (key: string, value: string) =>
    entries.set(key, [...(entries.get(key) ?? []), value]);
  if (!input) return entries;
  if (input instanceof URLSearchParams) {
    for (const [key, value] of input) add(key, value);
    return entries;
  }
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') add(key, value);
    // Strings only: Next's searchParams object turns `?constructor=1` into
    // [Object, '1'], because it finds the inherited member and appends to it.
    else if (Array.isArray(value))
      for (const item of value) if (typeof item === 'string') add(key, item);
  }
  return entries;
}

function first(values: string[] | undefined): string {
  return values?.[0]?.trim() ?? '';
}

function readSearch(values: string[] | undefined): string {
  // Control characters (a NUL from a crafted URL) are no search; Odoo's database refuses them.
  return first(values)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_SEARCH_LENGTH);
}

function readPage(values: string[] | undefined): number {
  const raw = first(values);
  if (!/^\d{1,9}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function readSort(values: string[] | undefined): SortValue {
  const [field = '', direction = ''] = first(values).split(',');
  const value = `${field.trim().toLowerCase()},${direction.trim().toUpperCase()}`;
  return (SORT_VALUES as readonly string[]).includes(value) ? (value as SortValue) : DEFAULT_SORT;
}

function readItemsPerPage(values: string[] | undefined): number {
  const size = Number(first(values));
  return isItemsPerPage(size) ? size : URL_DEFAULT_ITEMS_PER_PAGE;
}

export function isItemsPerPage(size: number): boolean {
  return (
    size === URL_DEFAULT_ITEMS_PER_PAGE ||
    (ITEMS_PER_PAGE_OPTIONS as readonly number[]).includes(size)
  );
}

const AMOUNT = '(\\d{1,9}(?:\\.\\d{1,2})?)?';
const PRICE = new RegExp(`^${AMOUNT}-${AMOUNT}$`);

function readPrice(values: string[] | undefined): PriceRange | null {
  const match = PRICE.exec(first(values).replace(/\s+/g, ''));
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? DEFAULT_PRICE_RANGE.min : Number(match[1]);
  const max = match[2] === undefined ? DEFAULT_PRICE_RANGE.max : Number(match[2]);
  return normalisePrice({ min, max });
}

/** Swapped bounds are put right; the default range means no filter. */
export function normalisePrice(range: PriceRange | null): PriceRange | null {
  if (!range || !Number.isFinite(range.min) || !Number.isFinite(range.max)) return null;
  const min = roundCents(Math.max(0, Math.min(range.min, range.max)));
  const max = roundCents(Math.max(0, Math.max(range.min, range.max)));
  if (min === DEFAULT_PRICE_RANGE.min && max === DEFAULT_PRICE_RANGE.max) return null;
  return { min, max };
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

function splitList(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, MAX_VALUES);
}

function readSelections(key: string, values: string[] | undefined): AttributeSelection[] {
  const selections: AttributeSelection[] = [];
  for (const item of splitList(values)) {
    const match = /^(\d{1,9})(?:-(.+))?$/.exec(item);
    if (!match) continue;
    const id = Number(match[1]);
    if (id < 1) continue;
    const label = LABELLED_KEYS.has(key) ? cleanLabel(match[2] ?? '') : '';
    selections.push(label ? { id, label } : { id });
  }
  return selections;
}

function cleanLabel(label: string): string {
  return label
    .replace(/[,\s]+/g, ' ')
    .trim()
    .slice(0, 40);
}

function mergeSelections(
  current: AttributeSelection[],
  added: AttributeSelection[],
): AttributeSelection[] {
  const byId = new Map<number, AttributeSelection>();
  for (const selection of [...current, ...added]) {
    if (!byId.has(selection.id)) byId.set(selection.id, selection);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function readFilterTokens(values: string[] | undefined): string[] {
  return sortTokens(splitList(values).filter((token) => /^\d{1,9}-\d{1,9}$/.test(token)));
}

function sortTokens(tokens: readonly string[]): string[] {
  const pairs = [...new Set(tokens)].map(
    (token) => token.split('-').map(Number) as [number, number],
  );
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return pairs.map(([group, value]) => `${group}-${value}`);
}

// ---------- serialise ----------

/** The canonical query string without `?`; '' when everything is at its default. */
export function serializeListingQuery(state: ListingUrlState): string {
  const parts: [string, string][] = [];
  const search = state.search.trim();
  if (search) parts.push(['q', search]);
  for (const key of Object.keys(state.attributes).sort()) {
    const values = mergeSelections([], selectionsOf(state, key));
    if (values.length === 0) continue;
    const labelled = LABELLED_KEYS.has(key);
    parts.push([
      key,
      values
        .map(({ id, label }) => (labelled && label ? `${id}-${cleanLabel(label)}` : `${id}`))
        .join(','),
    ]);
  }
  const filters = sortTokens(state.filters);
  if (filters.length) parts.push(['filters', filters.join(',')]);
  const price = normalisePrice(state.price);
  if (price) parts.push(['price', `${price.min}-${price.max}`]);
  if (state.sort !== DEFAULT_SORT) parts.push(['sort', state.sort]);
  if (state.itemsPerPage !== URL_DEFAULT_ITEMS_PER_PAGE && isItemsPerPage(state.itemsPerPage))
    parts.push(['itemsPerPage', String(state.itemsPerPage)]);
  if (state.page > 1) parts.push(['page', String(state.page)]);
  // Commas separate values and are legal in a query, so they stay readable (not %2C).
  return parts
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/g, ',')}`,
    )
    .join('&');
}

export function listingHref(pathname: string, state: ListingUrlState): string {
  const query = serializeListingQuery(state);
  return query ? `${pathname}?${query}` : pathname;
}

// ---------- changes ----------

/** A filter, sort or page-size change: back to page 1. */
export function withChange(
  state: ListingUrlState,
  patch: Partial<Omit<ListingUrlState, 'page'>>,
): ListingUrlState {
  return { ...state, ...patch, page: 1 };
}

export function withPage(state: ListingUrlState, page: number): ListingUrlState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function toggleAttribute(
  state: ListingUrlState,
  key: string,
  selection: AttributeSelection,
): ListingUrlState {
  const current = selectionsOf(state, key);
  const next = current.some((item) => item.id === selection.id)
    ? current.filter((item) => item.id !== selection.id)
    : mergeSelections(current, [selection]);
  const attributes = { ...state.attributes };
  if (next.length) attributes[key] = next;
  else delete attributes[key];
  return withChange(state, { attributes });
}

export function toggleFilter(state: ListingUrlState, token: string): ListingUrlState {
  const filters = state.filters.includes(token)
    ? state.filters.filter((item) => item !== token)
    : sortTokens([...state.filters, token]);
  return withChange(state, { filters });
}

export function isAttributeSelected(state: ListingUrlState, key: string, id: number): boolean {
  return selectionsOf(state, key).some((item) => item.id === id);
}

export function hasActiveFilters(state: ListingUrlState): boolean {
  return Boolean(
    state.price || state.filters.length || Object.values(state.attributes).some((v) => v.length),
  );
}

/** Clears price, attribute and filter choices; keeps the search term, sort and page size. */
export function clearFilters(state: ListingUrlState): ListingUrlState {
  return withChange(state, { price: null, attributes: {}, filters: [] });
}

/** The price inputs show the URL's range inside what the result offers. */
export function clampPriceRange(range: PriceRange | null, bounds: PriceRange): PriceRange {
  const lower = Math.floor(Math.max(DEFAULT_PRICE_RANGE.min, bounds.min));
  const upper = Math.ceil(Math.max(lower, Math.min(DEFAULT_PRICE_RANGE.max, bounds.max)));
  const wanted = range ?? { min: lower, max: upper };
  const clamp = (value: number) => Math.min(upper, Math.max(lower, value));
  return { min: clamp(wanted.min), max: clamp(wanted.max) };
}

// ---------- to the data layer ----------

export function sortOf(value: SortValue): { field: ProductSortField; direction: SortDirection } {
  const [field, direction] = value.split(',') as [ProductSortField, SortDirection];
  return { field, direction };
}

/**
 * The data-layer query. Attribute keys are resolved through the facets of the unfiltered match
 * (Odoo's attributeValues ignore attribute filters, so they are stable). Attribute names are
 * translated, so a key from another language (`?farbe=` followed from the German page) is found
 * by its value ids instead; a key that matches no attribute of this listing either way is ignored.
 */
export function toListingQuery(
  state: ListingUrlState,
  facets: readonly Facet[],
  scope: Pick<ListingQuery, 'categorySlug' | 'catalogSlug' | 'brandSlug'> = {},
): ListingQuery {
  const attributeTokens: string[] = [];
  for (const [key, selections] of Object.entries(state.attributes)) {
    const facet = attributeFacet(facets, key, selections);
    if (!facet) continue;
    for (const { id } of selections) {
      attributeTokens.push(facet.options.find((o) => o.id === id)?.token ?? `${facet.id}-${id}`);
    }
  }
  const query: ListingQuery = {
    ...scope,
    page: state.page,
    pageSize: state.itemsPerPage,
    sort: sortOf(state.sort),
  };
  if (state.search) query.search = state.search;
  if (state.price) {
    query.minPrice = state.price.min;
    query.maxPrice = state.price.max;
  }
  if (attributeTokens.length) query.attributeTokens = sortTokens(attributeTokens);
  if (state.filters.length) query.filterTokens = state.filters;
  return query;
}

function attributeFacet(
  facets: readonly Facet[],
  key: string,
  selections: readonly AttributeSelection[],
): Facet | undefined {
  const attributes = facets.filter((facet) => facet.kind === 'attribute');
  return (
    attributes.find((facet) => attributeKey(facet.name) === key) ??
    attributes.find((facet) =>
      selections.every(({ id }) => facet.options.some((option) => option.id === id)),
    )
  );
}

/** Whether resolving the URL needs the facets first (only when attribute keys are present). */
export function needsFacets(state: ListingUrlState): boolean {
  return Object.keys(state.attributes).length > 0;
}
