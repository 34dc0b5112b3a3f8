import { memo, type Context } from '../context';
import { many, one } from '../db';
import type { Resolvers } from '../executable-schema';
import { Conditions, searchPage } from '../model/document-lists';
import { ref, type IdRef } from '../model/refs';
import type { ResCountry } from '../tables';

// graphql_vuestorefront's schemas/country.py (country, countries) and the Country and State
// types of schemas/objects.py.

/** A country or a state: the columns of both that their fields read. */
type CountryRow = Pick<ResCountry, 'id' | 'name' | 'code'>;

export function loadCountry(context: Context, id: number): Promise<CountryRow | null> {
  return memo(context, `res.country:${id}`, () =>
    one<CountryRow>(context.db, 'SELECT id, name, code FROM res_country WHERE id = $1', [id]),
  );
}

export function loadState(context: Context, id: number): Promise<CountryRow | null> {
  return memo(context, `res.country.state:${id}`, () =>
    one<CountryRow>(context.db, 'SELECT id, name, code FROM res_country_state WHERE id = $1', [id]),
  );
}

const countryFields = {
  id: (parent: IdRef) => parent.id,
  name: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadCountry(context, parent.id))?.name ?? null,
  code: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadCountry(context, parent.id))?.code ?? null,
  // res.country.state is ordered by code; Odoo answers `state_ids or None` (null, not []).
  states: async (parent: IdRef, _args: unknown, context: Context) => {
    const rows = await many<{ id: number }>(
      context.db,
      'SELECT id FROM res_country_state WHERE country_id = $1 ORDER BY code, id',
      [parent.id],
    );
    return rows.length > 0 ? rows.map((row) => ref(row.id)) : null;
  },
  imageUrl: () => null,
};

const stateFields = {
  id: (parent: IdRef) => parent.id,
  name: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadState(context, parent.id))?.name ?? null,
  code: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadState(context, parent.id))?.code ?? null,
};

/**
 * graphql_vuestorefront searches the id: no country is an empty record, whose id is null in a
 * field that may not be (GraphQL's own error, the whole answer null).
 */
async function country(_root: unknown, args: { id?: number | null }, context: Context) {
  const row = args.id == null ? null : await loadCountry(context, args.id);
  return row ? ref(row.id) : { id: null };
}

interface CountriesArgs {
  filter?: { id?: number | null } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: { id?: string | null } | null;
}

async function countries(_root: unknown, args: CountriesArgs, context: Context) {
  const where = new Conditions();
  // Odoo: every word of the search must be in the name.
  for (const word of (args.search ?? '').split(' ').filter(Boolean)) {
    where.add((p) => `name ILIKE ${p}`, `%${word}%`);
  }
  if (args.filter?.id) where.add((p) => `id = ${p}`, args.filter.id);
  // Given sort keys then id; without any, by name (res.country's own order) for pick lists.
  const order = args.sort?.id
    ? `id ${args.sort.id === 'DESC' ? 'DESC' : 'ASC'}`
    : 'name ASC, id ASC';
  const { ids, totalCount } = await searchPage(context.db, 'res_country', where, order, args, 20);
  return { countries: ids.map(ref), totalCount };
}

export const countryResolvers: Resolvers = {
  Query: { country, countries },
  Country: countryFields,
  State: stateFields,
};
