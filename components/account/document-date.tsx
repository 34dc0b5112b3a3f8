import { formatDate, isoDay } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';

/** An Odoo date as the shopper's language writes it; nothing when Odoo gave none. */
export function DocumentDate({ value, locale }: { value: string | null; locale: Locale }) {
  const text = formatDate(value, locale);
  if (!text) return null;
  return <time dateTime={isoDay(value)}>{text}</time>;
}
