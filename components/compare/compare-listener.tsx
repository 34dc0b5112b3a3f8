import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { CompareEvents, type CompareNotices } from '@/components/compare/compare-events';

/** Keeps the compare list for the whole shop: mount once in the default layout. */
export async function CompareListener({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const notices: CompareNotices = {
    added: t.raw('added') as string,
    removed: t.raw('removed') as string,
    productAdded: t('productAdded'),
    productRemoved: t('productRemoved'),
    full: t.raw('full') as string,
  };
  return <CompareEvents notices={notices} />;
}
