import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@/lib/i18n/locales';

/** The locale segment of a punch-out route handler (the proxy has already checked the path). */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
}
