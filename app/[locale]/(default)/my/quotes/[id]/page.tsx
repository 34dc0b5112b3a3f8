import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureUnavailable, LoadFailed } from '@/components/account/document-load-state';
import { DocumentSection } from '@/components/account/document-section';
import { QuoteDetail } from '@/components/account/quote-detail';
import { ShopperDocuments } from '@/components/account/shopper-documents';
import { loadQuoteDetail } from '@/lib/account/account-pages.server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { segmentLocale } from '@/lib/i18n/segment-locale.server';

// The id is known only per request, so the layout's path-reading islands (navigation, account
// menu) cannot be prerendered into a shell: the page may block on its params.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountQuotes');
  return { title: t('metaDetailTitle'), robots: { index: false, follow: false } };
}

/**
 * `/my/quotes/{id}`: one quotation of the customer (Odoo's order id). Anyone else's id is not
 * found; a quotation that became an order moves to `/my/orders/{id}`.
 */
export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const locale = await segmentLocale();
  return (
    <ShopperDocuments locale={locale}>
      {async () => <Quote slug={(await params).id} locale={locale} />}
    </ShopperDocuments>
  );
}

async function Quote({ slug, locale }: { slug: string; locale: Locale }) {
  const loaded = await loadQuoteDetail(slug, locale);
  if (loaded.status === 'ok') return <QuoteDetail quote={loaded.data} locale={locale} />;
  const t = await getTranslations('AccountQuotes');
  return (
    <DocumentSection titleId="quote-title" title={t('metaDetailTitle')}>
      {loaded.status === 'unavailable' ? (
        <FeatureUnavailable text={t('unavailable')} />
      ) : (
        <LoadFailed retryHref={localizedPath(locale, `/my/quotes/${slug}`)} />
      )}
    </DocumentSection>
  );
}
