import { getTranslations } from 'next-intl/server';
import type { QuotationDetail } from '@/lib/account/types';
import type { Locale } from '@/lib/i18n/locales';
import { DocumentAddresses } from './document-addresses';
import { DocumentLines } from './document-lines';
import { DocumentTotals } from './document-totals';

/**
 * What an order and a quote both show under their facts, being the same sale order in Odoo: the
 * products with the totals, the addresses, and the shopper's comment when there is one. The
 * headings' ids start with `idPrefix` (`order-products`, `quote-products`).
 */
export async function DocumentSections({
  document,
  locale,
  idPrefix,
}: {
  document: QuotationDetail;
  locale: Locale;
  idPrefix: 'order' | 'quote';
}) {
  const shared = await getTranslations('AccountDocuments');
  return (
    <>
      <section aria-labelledby={`${idPrefix}-products`}>
        <h2 id={`${idPrefix}-products`}>{shared('products')}</h2>
        <DocumentLines lines={document.lines} locale={locale} currency={document.currency} />
        <DocumentTotals totals={document.totals} locale={locale} currency={document.currency} />
      </section>
      <section aria-labelledby={`${idPrefix}-addresses`}>
        <h2 id={`${idPrefix}-addresses`}>{shared('addresses')}</h2>
        <DocumentAddresses
          billing={document.billingAddress}
          shipping={document.shippingAddress}
          method={document.shippingMethod}
        />
      </section>
      {document.comment ? (
        <section aria-labelledby={`${idPrefix}-comment`}>
          <h2 id={`${idPrefix}-comment`}>{shared('comment')}</h2>
          <p>{document.comment}</p>
        </section>
      ) : null}
    </>
  );
}
