import type { Locale } from '@/lib/i18n/locales';
import type { Address, CountryRef } from './types';

/**
 * A country in the page's language. Odoo names countries in its website's language (a plain
 * Odoo 15 in its default one); the ISO code names it in every language the browser and Node know.
 */
export function countryName(country: Pick<CountryRef, 'name' | 'code'>, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/** An address as the lines of a label: name, street, zip and city, state and country. */
export function addressLines(address: Address, locale: Locale): string[] {
  return [
    address.name,
    address.street,
    address.street2,
    [address.zip, address.city].filter(Boolean).join(' '),
    [address.state?.name, address.country && countryName(address.country, locale)]
      .filter(Boolean)
      .join(', '),
  ].filter((line): line is string => Boolean(line));
}
