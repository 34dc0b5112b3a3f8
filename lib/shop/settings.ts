// Money and country settings. Amounts always come from Odoo; these only choose how to show them.

export const SHOP_CURRENCIES = ['EUR', 'USD'] as const;
export const SHOP_COUNTRIES = ['US', 'NL'] as const;

export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];
export type ShopCountry = (typeof SHOP_COUNTRIES)[number];

export const DEFAULT_CURRENCY: ShopCurrency = 'EUR';
export const DEFAULT_COUNTRY: ShopCountry = 'NL';

/** The spec's `currency` and `country` cookies; like `locale` they last a year. */
export const CURRENCY_COOKIE = 'currency';
export const COUNTRY_COOKIE = 'country';
export const SETTINGS_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function resolveCurrency(value: string | undefined | null): ShopCurrency {
  return SHOP_CURRENCIES.find((currency) => currency === value?.toUpperCase()) ?? DEFAULT_CURRENCY;
}

export function resolveCountry(value: string | undefined | null): ShopCountry {
  return SHOP_COUNTRIES.find((country) => country === value?.toUpperCase()) ?? DEFAULT_COUNTRY;
}
