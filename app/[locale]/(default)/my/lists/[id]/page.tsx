import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { documentIdFromSlug } from '@/lib/account/document-list-query';
import { FeatureUnavailable, LoadFailed } from '@/components/account/document-load-state';
import { ShopperOnly } from '@/components/account/shopper-only';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { ListDetail } from '@/components/requisition-lists/list-detail';
import styles from '@/components/requisition-lists/lists.module.css';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { segmentLocale } from '@/lib/i18n/segment-locale.server';
import { loadRequisitionList } from '@/lib/requisition-lists/requisition-lists.server';

// The id is known only per request, so the layout's path-reading islands (navigation, account
// menu) cannot be prerendered into a shell: the page may block on its params.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('RequisitionLists');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/my/lists/{id}`: one of the company's lists; anyone else's, or a made-up id, is not found. */
export default async function ListPage({ params }: { params: Promise<{ id: string }> }) {
  // The id is only known per request; the locale is the root segment's.
  const locale = await segmentLocale();
  const t = await getTranslations('RequisitionLists');
  return (
    <ShopperOnly
      locale={locale}
      fallback={
        <div className={styles.page}>
          <h1>{t('title')}</h1>
          <p role="status">{t('loading')}</p>
        </div>
      }
    >
      {async () => {
        const id = documentIdFromSlug((await params).id);
        if (id === null) notFound();
        return <List id={id} locale={locale} />;
      }}
    </ShopperOnly>
  );
}

async function List({ id, locale }: { id: number; locale: Locale }) {
  const [loaded, messages] = await Promise.all([
    loadRequisitionList(id),
    getMessages() as Promise<Messages>,
  ]);
  if (loaded.status === 'unavailable') {
    return <FeatureUnavailable text={messages.RequisitionLists.unavailable} />;
  }
  if (loaded.status === 'failed') {
    return <LoadFailed retryHref={localizedPath(locale, `/my/lists/${id}`)} />;
  }
  return (
    <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
      <ListDetail
        list={loaded.data}
        labels={messages.RequisitionLists}
        reorderLabels={messages.OrderAgain}
        locale={locale}
      />
    </OverlayLabelsProvider>
  );
}
