import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoadFailed } from '@/components/account/document-load-state';
import { DocumentSection } from '@/components/account/document-section';
import { OrderDetail } from '@/components/account/order-detail';
import { ShopperDocuments } from '@/components/account/shopper-documents';
import { loadOrderDetail } from '@/lib/account/account-pages.server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { segmentLocale } from '@/lib/i18n/segment-locale.server';

// The id is known only per request, so the layout's path-reading islands (navigation, account
// menu) cannot be prerendered into a shell: the page may block on its params.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountOrders');
  return { title: t('metaDetailTitle'), robots: { index: false, follow: false } };
}

/**
 * `/my/orders/{id}`: one order of the customer (the slug is Odoo's order id). Anyone else's id,
 * or no order at all, is not found; a quotation moves to `/my/quotes/{id}`.
 */
export default async function OrderPage({ params }: { params: Promise<{ slug: string }> }) {
  // The slug is only known per request; the locale is the root segment's.
  const locale = await segmentLocale();
  return (
    <ShopperDocuments locale={locale}>
      {async () => <Order slug={(await params).slug} locale={locale} />}
    </ShopperDocuments>
  );
}

async function Order({ slug, locale }: { slug: string; locale: Locale }) {
  const loaded = await loadOrderDetail(slug, locale);
  if (loaded.status === 'ok') return <OrderDetail order={loaded.data} locale={locale} />;
  const t = await getTranslations('AccountOrders');
  return (
    <DocumentSection titleId="order-title" title={t('metaDetailTitle')}>
      <LoadFailed retryHref={localizedPath(locale, `/my/orders/${slug}`)} />
    </DocumentSection>
  );
}
