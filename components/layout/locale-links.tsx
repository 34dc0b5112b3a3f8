import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/components/layout/locale-switcher';
import { ENABLED_LOCALES, type Locale } from '@/lib/i18n/locales';

/** The locale switcher with every enabled locale named in its own language. */
export async function LocaleLinks({ locale, label }: { locale: Locale; label: string }) {
  const t = await getTranslations({ locale, namespace: 'Locales' });
  return (
    <LocaleSwitcher
      current={locale}
      label={label}
      locales={ENABLED_LOCALES.map((code) => ({ code, name: t(code) }))}
    />
  );
}
