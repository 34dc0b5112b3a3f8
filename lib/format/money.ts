import type { Locale } from '@/lib/i18n/locales';

// Browser-safe: the product islands format variant prices too. Amounts always come from Odoo.

/**
 * Number formats per shop language. English uses Ireland's conventions because it is a euro
 * country (`€1,269.99`); en-US would suggest dollars to a reader and en-GB is not a euro locale.
 */
export const MONEY_LOCALES: Record<Locale, string> = {
  nl: 'nl-NL',
  en: 'en-IE',
  de: 'de-DE',
  ru: 'ru-RU',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(MONEY_LOCALES[locale] ?? MONEY_LOCALES.nl, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An ISO 4217 code as Intl.NumberFormat takes it (it throws on anything else). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

/**
 * `€ 1.269,99` (nl), `€1,269.99` (en), `1.269,99 €` (de), `1 269,99 €` (ru). `currency` is the
 * ISO code Odoo priced in (an order's or the price answer's); none or an unusable one means the
 * shop's default, EUR, since Intl.NumberFormat throws on a malformed code.
 */
export function formatMoney(
  amount: number,
  locale: Locale,
  currency: string | null | undefined = 'EUR',
): string {
  const code = isCurrencyCode(currency) ? currency : 'EUR';
  return formatterFor(locale, code).format(Number.isFinite(amount) ? amount : 0);
}
