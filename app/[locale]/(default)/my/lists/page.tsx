import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { FeatureUnavailable, LoadFailed } from '@/components/account/document-load-state';
import { ShopperOnly } from '@/components/account/shopper-only';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { ListOverview } from '@/components/requisition-lists/list-overview';
import styles from '@/components/requisition-lists/lists.module.css';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { routeLocale } from '@/lib/i18n/route-locale.server';
import { loadRequisitionLists } from '@/lib/requisition-lists/requisition-lists.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('RequisitionLists');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/my/lists`: the lists the customer's company shares, and a new one. */
export default async function ListsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const t = await getTranslations('RequisitionLists');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{t('loading')}</p>}>
        {() => <Lists locale={locale} />}
      </ShopperOnly>
    </div>
  );
}

async function Lists({ locale }: { locale: Locale }) {
  const [loaded, messages] = await Promise.all([
    loadRequisitionLists(),
    getMessages() as Promise<Messages>,
  ]);
  if (loaded.status === 'unavailable') {
    return <FeatureUnavailable text={messages.RequisitionLists.unavailable} />;
  }
  if (loaded.status === 'failed') {
    return <LoadFailed retryHref={localizedPath(locale, '/my/lists')} />;
  }
  return (
    <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
      <ListOverview lists={loaded.data} labels={messages.RequisitionLists} locale={locale} />
    </OverlayLabelsProvider>
  );
}
