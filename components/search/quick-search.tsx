import { getTranslations } from 'next-intl/server';
import type { QuickSearchLabels } from '@/components/search/quick-search-box';
import { QuickSearchEntry } from '@/components/search/quick-search-entry';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** The header's search field with suggestions as you type; without script a plain search form. */
export async function QuickSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'QuickSearch' });
  const labels: QuickSearchLabels = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    hint: t('hint'),
    searching: t('searching'),
    products: t('products'),
    categories: t('categories'),
    noResults: t.raw('noResults') as string,
    showAll: t.raw('showAll') as string,
    resultCount: t.raw('resultCount') as string,
  };
  return (
    <QuickSearchEntry locale={locale} action={localizedPath(locale, '/search')} labels={labels} />
  );
}
