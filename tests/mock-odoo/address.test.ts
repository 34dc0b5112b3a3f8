// mock-odoo's countries: its seed has eight of them (a real Odoo has every country of the world)
// and answers no flag image. What the API does with addresses is the contract suite's
// (tests/contract/addresses.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

let odoo: RunningMockOdoo;
let nl: number;

beforeAll(async () => {
  odoo = await startTestOdoo();
  const country = await odoo.db.query<{ id: number }>(
    "SELECT id FROM res_country WHERE code = 'NL'",
  );
  nl = country.rows[0]!.id;
}, 120_000);

afterAll(() => odoo?.stop());

const shopper = () => odooClient(odoo.url);

describe('countries', () => {
  const COUNTRIES = `query countries($currentPage: Int, $pageSize: Int, $search: String, $filter: CountryFilterInput, $sort: CountrySortInput) {
    countries(currentPage: $currentPage, pageSize: $pageSize, search: $search, filter: $filter, sort: $sort) {
      totalCount countries { id name code }
    }
  }`;
  type CountryList = {
    totalCount: number;
    countries: { id: number; name: string; code: string }[];
  };

  async function countries(variables: Record<string, unknown>): Promise<CountryList> {
    const response = await shopper().request<{ countries: CountryList }>(COUNTRIES, variables);
    expect(response.errors).toBeUndefined();
    return response.data!.countries;
  }

  it('pages 1-based, ordered by name', async () => {
    const all = await countries({ pageSize: 250 });
    expect(all.totalCount).toBe(9);
    const names = all.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort());
    const second = await countries({ pageSize: 3, currentPage: 2 });
    expect(second.totalCount).toBe(9);
    expect(second.countries.map((country) => country.name)).toEqual(names.slice(3, 6));
  });

  // An unknown country is the contract suite's (tests/contract/addresses.test.ts).
  it('gives a country with its 12 Dutch provinces', async () => {
    const response = await shopper().request<{
      country: { code: string; imageUrl: null; states: { name: string; code: string }[] };
    }>('query c($id: Int) { country(id: $id) { code imageUrl states { name code } } }', { id: nl });
    expect(response.errors).toBeUndefined();
    const { states, code, imageUrl } = response.data!.country;
    expect(code).toBe('NL');
    expect(imageUrl).toBeNull();
    expect(states).toHaveLength(12);
    expect(states).toContainEqual({ name: 'Noord-Holland', code: 'NH' });
  });
});
