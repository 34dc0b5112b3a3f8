import 'server-only';
import { getCountriesDocument, getCountryStatesDocument } from '@/graphql/generated/operations';
import type { Locale } from '@/lib/i18n/locales';
import { countryName } from './address-lines';
import { compact } from '@/lib/odoo/map-values.server';
import { odooPublic } from '@/lib/odoo/odoo-public.server';
import type { CountryRef, CountryWithStates } from './types';

// Countries are the same for every shopper: public calls, cacheable by the caller.

/** Countries named in the locale's language (by the server, see countryName). */
export async function getCountries(locale: Locale): Promise<CountryRef[]> {
  const data = await odooPublic(locale).request(getCountriesDocument);
  return compact(data.countries?.countries).map((country) => ({
    ...country,
    name: countryName(country, locale),
  }));
}

export async function getCountryStates(locale: Locale, id: number): Promise<CountryWithStates> {
  const data = await odooPublic(locale).request(getCountryStatesDocument, { id });
  const { states, ...country } = data.country;
  return { ...country, states: compact(states) };
}
