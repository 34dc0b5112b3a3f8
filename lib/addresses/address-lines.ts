import type { Locale } from '@/lib/i18n/locales';
import type { Address, CountryRef } from './types';

/**
 * A country in the page's language. Odoo names countries in its website's language (a plain
 * Odoo 15 in its default one); the ISO code names it in every language Node knows. On the server
 * only: the browser's ICU names some regions otherwise (Node's "Hongkong SAR van China" is
 * Chromium's "Hongkong"), and a name computed again while hydrating would not match the page.
 * What a client component shows comes named from the server (withCountryNames).
 */
export function countryName(country: Pick<CountryRef, 'name' | 'code'>, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/** A place with its country named in the page's language by the server (see countryName). */
export function withCountryName<T extends { country: CountryRef | null }>(
  place: T,
  locale: Locale,
): T {
  if (!place.country) return place;
  return { ...place, country: { ...place.country, name: countryName(place.country, locale) } };
}

export function withCountryNames<T extends { country: CountryRef | null }>(
  places: T[],
  locale: Locale,
): T[] {
  return places.map((place) => withCountryName(place, locale));
}

/**
 * An address as the lines of a label: name, street, zip and city, state and country. With a
 * locale (on the server) the country is named in its language; without, as the address has it
 * (a client component's address, named by the server: withCountryNames).
 */
export function addressLines(address: Address, locale?: Locale): string[] {
  const country =
    address.country && (locale ? countryName(address.country, locale) : address.country.name);
  return [
    address.name,
    address.street,
    address.street2,
    [address.zip, address.city].filter(Boolean).join(' '),
    [address.state?.name, country].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
}
