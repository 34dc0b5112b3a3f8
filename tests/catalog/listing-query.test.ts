import { describe, expect, it } from 'vitest';
import {
  attributeKey,
  clampPriceRange,
  clearFilters,
  defaultListingState,
  DEFAULT_SORT,
  hasActiveFilters,
  isAttributeSelected,
  listingHref,
  parseListingQuery,
  serializeListingQuery,
  SORT_VALUES,
  sortOf,
  toggleAttribute,
  toggleFilter,
  toListingQuery,
  URL_DEFAULT_ITEMS_PER_PAGE,
  withChange,
  withPage,
  type ListingUrlState,
} from '@/lib/catalog/listing-query';
import type { Facet } from '@/lib/catalog/types';

const roundTrip = (query: string) =>
  serializeListingQuery(parseListingQuery(new URLSearchParams(query)));

const facets: Facet[] = [
  {
    kind: 'attribute',
    id: 1,
    name: 'Color',
    displayType: 'color',
    options: [
      { id: 1, name: 'Black', htmlColor: '#000000', token: '1-1', priceExtra: 0 },
      { id: 5, name: 'Red', htmlColor: '#B91C1C', token: '1-5', priceExtra: 0 },
    ],
  },
  {
    kind: 'attribute',
    id: 2,
    name: 'Size',
    displayType: 'pills',
    options: [{ id: 9, name: 'M', htmlColor: null, token: '2-9', priceExtra: 0 }],
  },
  {
    kind: 'filter',
    id: 3,
    name: 'Warranty',
    displayType: 'checkbox',
    options: [{ id: 8, name: '1 year', htmlColor: null, token: '3-8', priceExtra: 0 }],
  },
];

describe('listing URL → state', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery(new URLSearchParams(''))).toEqual(defaultListingState());
    expect(parseListingQuery(undefined)).toEqual({
      search: '',
      page: 1,
      sort: 'name,ASC',
      itemsPerPage: 10,
      price: null,
      attributes: {},
      filters: [],
    });
  });

  it('reads every parameter', () => {
    const state = parseListingQuery(
      new URLSearchParams(
        'q=desk&page=3&sort=price,DESC&itemsPerPage=15&price=100-500&color=5,1&size=9-M&filters=3-8,2-5',
      ),
    );
    expect(state).toEqual({
      search: 'desk',
      page: 3,
      sort: 'price,DESC',
      itemsPerPage: 15,
      price: { min: 100, max: 500 },
      attributes: { color: [{ id: 1 }, { id: 5 }], size: [{ id: 9, label: 'M' }] },
      filters: ['2-5', '3-8'],
    } satisfies ListingUrlState);
  });

  it("reads Next's searchParams object, arrays included", () => {
    const state = parseListingQuery({ color: ['1', '5,7'], page: '2', unused: undefined });
    expect(state.attributes.color).toEqual([{ id: 1 }, { id: 5 }, { id: 7 }]);
    expect(state.page).toBe(2);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999999', { page: 1 }],
    ['sort=price', { sort: DEFAULT_SORT }],
    ['sort=id,ASC', { sort: DEFAULT_SORT }],
    ['sort=price,up', { sort: DEFAULT_SORT }],
    ['sort=PRICE,desc', { sort: 'price,DESC' }],
    ['itemsPerPage=7', { itemsPerPage: 10 }],
    ['itemsPerPage=1000', { itemsPerPage: 10 }],
    ['itemsPerPage=', { itemsPerPage: 10 }],
    ['price=abc', { price: null }],
    ['price=-', { price: null }],
    ['price=0-10000', { price: null }],
    ['price=500-100', { price: { min: 100, max: 500 } }],
    ['price=100-', { price: { min: 100, max: 10000 } }],
    ['price=-250.5', { price: { min: 0, max: 250.5 } }],
    ['price=1e3-2', { price: null }],
    ['filters=3-8,x,3,-1,3-8', { filters: ['3-8'] }],
    ['color=a,0,2', { attributes: { color: [{ id: 2 }] } }],
    ['color=abc', { attributes: {} }],
    ['utm_source=mail', { attributes: {} }],
    ['color=3-Blue', { attributes: { color: [{ id: 3 }] } }],
  ] as const)('treats malformed or odd %s sensibly', (query, expected) => {
    expect(parseListingQuery(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('keeps a search term tidy and bounded', () => {
    expect(parseListingQuery({ q: '  office   chair ' }).search).toBe('office chair');
    expect(parseListingQuery({ q: 'x'.repeat(500) }).search).toHaveLength(200);
  });
});

describe('state → listing URL', () => {
  it('leaves defaults out', () => {
    expect(serializeListingQuery(defaultListingState())).toBe('');
    expect(listingHref('/category/computers', defaultListingState())).toBe('/category/computers');
  });

  it('writes every parameter in canonical order with readable commas', () => {
    const state: ListingUrlState = {
      search: 'desk lamp',
      page: 2,
      sort: 'price,ASC',
      itemsPerPage: 12,
      price: { min: 10, max: 99.5 },
      attributes: {
        size: [
          { id: 10, label: 'L' },
          { id: 9, label: 'M' },
        ],
        color: [{ id: 5 }, { id: 1 }],
      },
      filters: ['3-8', '2-5'],
    };
    expect(serializeListingQuery(state)).toBe(
      'q=desk%20lamp&color=1,5&size=9-M,10-L&filters=2-5,3-8&price=10-99.5&sort=price,ASC&itemsPerPage=12&page=2',
    );
  });

  it('writes size as id-label pairs and other attributes as bare ids', () => {
    const state = parseListingQuery(new URLSearchParams('size=9-M&color=1-Black'));
    expect(serializeListingQuery(state)).toBe('color=1&size=9-M');
  });

  it('round-trips every parameter: parse(serialize(state)) equals state', () => {
    const state = parseListingQuery(
      new URLSearchParams(
        'q=chair&page=4&sort=name,DESC&itemsPerPage=20&price=5-50&memory=17,16&size=8-S&filters=3-9',
      ),
    );
    expect(parseListingQuery(new URLSearchParams(serializeListingQuery(state)))).toEqual(state);
  });

  it('gives one URL for equal states, whatever order the link had', () => {
    expect(roundTrip('page=2&color=5,1,5&sort=price,DESC')).toBe(
      roundTrip('sort=price,DESC&color=1,5&page=2'),
    );
    expect(roundTrip('color=1&color=5')).toBe('color=1,5');
    expect(roundTrip('itemsPerPage=10')).toBe('');
  });
});

describe('sort options', () => {
  it('offers price high-low, price low-high, name A-Z, name Z-A; name ascending by default', () => {
    expect(SORT_VALUES).toEqual(['price,DESC', 'price,ASC', 'name,ASC', 'name,DESC']);
    expect(DEFAULT_SORT).toBe('name,ASC');
    expect(sortOf('price,DESC')).toEqual({ field: 'price', direction: 'DESC' });
    expect(sortOf('name,ASC')).toEqual({ field: 'name', direction: 'ASC' });
  });

  it.each(SORT_VALUES)('round-trips sort=%s', (value) => {
    const state = parseListingQuery({ sort: value });
    expect(state.sort).toBe(value);
    expect(serializeListingQuery(state)).toBe(value === 'name,ASC' ? '' : `sort=${value}`);
  });
});

describe('changes', () => {
  const onPage3 = parseListingQuery({ page: '3', color: '1' });

  it('any filter, sort or page-size change goes back to page 1', () => {
    expect(toggleAttribute(onPage3, 'color', { id: 5 }).page).toBe(1);
    expect(toggleFilter(onPage3, '3-8').page).toBe(1);
    expect(withChange(onPage3, { price: { min: 1, max: 2 } }).page).toBe(1);
    expect(withChange(onPage3, { sort: 'price,ASC' }).page).toBe(1);
    expect(withChange(onPage3, { itemsPerPage: 5 }).page).toBe(1);
    expect(withPage(onPage3, 4).page).toBe(4);
  });

  it('toggles attribute values and filter tokens on and off', () => {
    const added = toggleAttribute(onPage3, 'color', { id: 5 });
    expect(added.attributes.color).toEqual([{ id: 1 }, { id: 5 }]);
    const removed = toggleAttribute(toggleAttribute(added, 'color', { id: 5 }), 'color', { id: 1 });
    expect(removed.attributes).toEqual({});
    expect(toggleFilter(toggleFilter(onPage3, '3-8'), '3-8').filters).toEqual([]);
  });

  it('clearing keeps the search, sort and page size', () => {
    const state = parseListingQuery({
      q: 'desk',
      sort: 'price,ASC',
      itemsPerPage: '5',
      price: '1-9',
      color: '1',
      filters: '3-8',
      page: '2',
    });
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = clearFilters(state);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(serializeListingQuery(cleared)).toBe('q=desk&sort=price,ASC&itemsPerPage=5');
  });
});

describe("keys named like Object's members", () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    '%s is an attribute key like any other, never a crash',
    (key) => {
      const state = parseListingQuery(new URLSearchParams(`${key}=1&q=laptop`));
      expect(state.search).toBe('laptop');
      expect(serializeListingQuery(state)).toContain('q=laptop');
      expect(toListingQuery(state, facets).attributeTokens).toEqual(['1-1']);
      // As Next hands it over: the inherited member, then the value.
      const next = parseListingQuery({ [key]: [Object as unknown as string, '5'] });
      expect(next.attributes).toEqual({ [key.toLowerCase()]: [{ id: 5 }] });
      const plain = parseListingQuery({ [key]: 'abc' });
      expect(isAttributeSelected(plain, key, 1)).toBe(false);
    },
  );

  it('reads no attribute from what ad and mail links add (utm, gclid, fbclid...)', () => {
    const state = parseListingQuery(
      new URLSearchParams('q=muis&utm=1&UTM-source=2&gclid=123&fbclid=4&msclkid=5&color=1'),
    );
    expect(state.attributes).toEqual({ color: [{ id: 1 }] });
    expect(serializeListingQuery(state)).toBe('q=muis&color=1');
  });

  it('ignores __proto__ (not a key the shop writes)', () => {
    const state = parseListingQuery(new URLSearchParams('__proto__=1&q=desk'));
    expect(state.attributes).toEqual({});
    expect(state.search).toBe('desk');
  });
});

describe('price range', () => {
  it('clamps the shown range to the result', () => {
    expect(clampPriceRange(null, { min: 3.2, max: 2269.95 })).toEqual({ min: 3, max: 2270 });
    expect(clampPriceRange({ min: 0, max: 50000 }, { min: 10, max: 500 })).toEqual({
      min: 10,
      max: 500,
    });
    expect(clampPriceRange(null, { min: 0, max: 20000 })).toEqual({ min: 0, max: 10000 });
  });
});

describe('to the data layer', () => {
  it('resolves attribute keys through the facets and passes everything else', () => {
    const state = parseListingQuery(
      new URLSearchParams(
        'q=laptop&color=5,1&size=9-M&shape=4&filters=3-8&price=10-20&sort=price,DESC&itemsPerPage=5&page=2',
      ),
    );
    expect(toListingQuery(state, facets, { categorySlug: '/category/computers' })).toEqual({
      categorySlug: '/category/computers',
      search: 'laptop',
      page: 2,
      pageSize: 5,
      sort: { field: 'price', direction: 'DESC' },
      minPrice: 10,
      maxPrice: 20,
      attributeTokens: ['1-1', '1-5', '2-9'],
      filterTokens: ['3-8'],
    });
  });

  it("finds an attribute by its value ids when the key is another language's name", () => {
    // Followed from another language: value ids are unique, so each key finds its attribute by
    // them (`kleur=9` holds a size value); `maat=77` matches nothing and is ignored.
    const state = parseListingQuery(new URLSearchParams('farbe=5&kleur=9&maat=77'));
    expect(toListingQuery(state, facets).attributeTokens).toEqual(['1-5', '2-9']);
  });

  it('asks for the URL default page size without itemsPerPage', () => {
    expect(toListingQuery(defaultListingState(), []).pageSize).toBe(URL_DEFAULT_ITEMS_PER_PAGE);
  });

  it('derives URL keys from attribute names', () => {
    expect(attributeKey('Color')).toBe('color');
    expect(attributeKey('Screen size (inch)')).toBe('screen-size-inch');
    expect(attributeKey('Café Crème')).toBe('cafe-creme');
  });
});
