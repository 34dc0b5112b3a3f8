import type { Locale } from '@/lib/i18n/locales';

// Adyen's locale codes for the shop's languages. The Drop-in takes the page's own language (the
// component knows it), and fetches its texts for that code from Adyen's CDN; en-US is built in.
const ADYEN_LOCALES: Record<Locale, string> = {
  nl: 'nl-NL',
  en: 'en-US',
  de: 'de-DE',
  ru: 'ru-RU',
};

export const adyenLocale = (locale: Locale): string => ADYEN_LOCALES[locale];
