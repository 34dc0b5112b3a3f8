import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// Typed message keys: t('Header.missing') fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
