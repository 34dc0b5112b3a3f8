import 'server-only';
import { getCountriesDocument, getCountryStatesDocument } from '@/graphql/generated/operations';
import { compact } from '@/lib/odoo/map-values';
import { odooPublic } from '@/lib/odoo/odoo-public';
import type { CountryRef, CountryWithStates } from './types';

// Countries are the same for every shopper: public calls, cacheable by the caller.

export async function getCountries(): Promise<CountryRef[]> {
  const data = await odooPublic().request(getCountriesDocument);
  return compact(data.countries?.countries);
}

export async function getCountryStates(id: number): Promise<CountryWithStates> {
  const data = await odooPublic().request(getCountryStatesDocument, { id });
  const { states, ...country } = data.country;
  return { ...country, states: compact(states) };
}
