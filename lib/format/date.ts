import type { Locale } from '@/lib/i18n/locales';
import { MONEY_LOCALES } from './money';

// Browser-safe. Odoo sends dates as text already in the customer's time zone ('2026-03-14' or
// '2026-03-14 09:30:00'), so only the calendar day is read and formatted as is, in UTC: the
// server's own time zone must not move it to the day before.

const ODOO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?/;

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** The calendar day of an Odoo date or datetime; null when the text is not one. */
export function odooDay(value: string | null | undefined): Date | null {
  const match = ODOO_DATE.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  // 2026-02-31 is no day at all.
  return date.getUTCDate() === day && date.getUTCMonth() === (month ?? 0) - 1 ? date : null;
}

/** `14 mrt 2026` (nl), `14 Mar 2026` (en), `14.03.2026` (de), `14 мар. 2026 г.` (ru). */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  const day = odooDay(value);
  if (!day) return null;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(MONEY_LOCALES[locale] ?? MONEY_LOCALES.nl, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(day);
}

/** The `YYYY-MM-DD` of a `<time dateTime>` attribute. */
export function isoDay(value: string | null | undefined): string | undefined {
  return odooDay(value)?.toISOString().slice(0, 10);
}
