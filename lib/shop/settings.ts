// Money and country settings. Amounts always come from Odoo; these only choose how to show them.
// Browser-safe: the footer selector and the price island read them too.

import { ENABLED_LOCALES, type Locale } from '@/lib/i18n/locales';

export const SHOP_CURRENCIES = ['EUR', 'USD'] as const;
export const SHOP_COUNTRIES = ['US', 'NL'] as const;

export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];
export type ShopCountry = (typeof SHOP_COUNTRIES)[number];

export const DEFAULT_CURRENCY: ShopCurrency = 'EUR';
export const DEFAULT_COUNTRY: ShopCountry = 'NL';

export const SETTINGS_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function resolveCurrency(value: string | undefined | null): ShopCurrency {
  return SHOP_CURRENCIES.find((currency) => currency === value?.toUpperCase()) ?? DEFAULT_CURRENCY;
}

export function resolveCountry(value: string | undefined | null): ShopCountry {
  return SHOP_COUNTRIES.find((country) => country === value?.toUpperCase()) ?? DEFAULT_COUNTRY;
}

/**
 * A Dutch-only shop (SHOP_LOCALES=nl, the business reading) is always EUR and NL: it offers no
 * choice and ignores the cookies. Only the generic reading, with more than one locale, lets
 * shoppers pick. `locales` defaults to the build's enabled locales.
 */
export function offersCurrencyChoice(locales: readonly Locale[] = ENABLED_LOCALES): boolean {
  return locales.length > 1;
}

/** The shop's currency for a `currency` cookie value: the default unless the shop offers a choice. */
export function shopCurrency(
  cookieValue: string | undefined | null,
  locales: readonly Locale[] = ENABLED_LOCALES,
): ShopCurrency {
  return offersCurrencyChoice(locales) ? resolveCurrency(cookieValue) : DEFAULT_CURRENCY;
}

/** The shopper's country for a `country` cookie value: the default unless the shop offers a choice. */
export function shopCountry(
  cookieValue: string | undefined | null,
  locales: readonly Locale[] = ENABLED_LOCALES,
): ShopCountry {
  return offersCurrencyChoice(locales) ? resolveCountry(cookieValue) : DEFAULT_COUNTRY;
}

/**
 * What the footer selector offers: a country with the currency its shoppers pay in. One choice
 * sets both cookies, so a shopper never ends up with dollars and a Dutch address by accident.
 */
export const SHOP_REGIONS: readonly { country: ShopCountry; currency: ShopCurrency }[] = [
  { country: 'NL', currency: 'EUR' },
  { country: 'US', currency: 'USD' },
];
